import type { AtRule, Declaration, Plugin, Root } from "postcss";

const mixWithTransparent = /^color-mix\(in oklab,\s*var\((--[\w-]+)\)\s+([\d.]+)%,\s*transparent\)$/;
const darkScheme = /prefers-color-scheme:\s*dark/;

/**
 * A colour with an opacity modifier (`bg-primary/60`) is a color-mix() of a design token,
 * which engines before 2023 cannot read. Tailwind's fallback for them drops the opacity,
 * so white-on-purple panels turn solid white. This writes the fallback the design means:
 * the token's light and dark values from app.css with the opacity applied, computed at
 * build time, before the color-mix() rule that newer engines keep using.
 */
export function colorMixFallbacks(): Plugin {
  return {
    postcssPlugin: "color-mix-fallbacks",
    Once(root, { rule, atRule, decl }) {
      const tokens = tokenValues(root);
      root.walkAtRules("supports", (gate) => {
        if (!gate.params.includes("color-mix")) return;
        gate.walkRules((mixRule) => {
          mixRule.walkDecls((declaration) => {
            const match = mixWithTransparent.exec(declaration.value);
            if (!match) return;
            const [, token, percent] = match as unknown as [string, string, string];
            const light = tokens.light.get(token);
            if (!light) throw new Error(`color-mix-fallbacks: no value for ${token} in :root`);
            const withOpacity = (value: string) =>
              decl({ prop: declaration.prop, value: addOpacity(value, percent) });
            gate.before(rule({ selector: mixRule.selector, nodes: [withOpacity(light)] }));
            const dark = tokens.dark.get(token);
            if (dark && tokens.darkMedia) {
              gate.before(
                atRule({ name: "media", params: tokens.darkMedia }).append(
                  rule({ selector: mixRule.selector, nodes: [withOpacity(dark)] }),
                ),
              );
            }
          });
        });
      });
    },
  };
}
colorMixFallbacks.postcss = true;

/** The design tokens set on :root, for the light scheme and inside the dark-scheme query. */
function tokenValues(root: Root) {
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  let darkMedia: string | undefined;
  root.walkRules(":root", (tokenRule) => {
    const media = tokenRule.parent?.type === "atrule" ? (tokenRule.parent as AtRule) : undefined;
    const isDark = media?.name === "media" && darkScheme.test(media.params);
    if (media && !isDark) return;
    if (isDark) darkMedia = media.params;
    tokenRule.walkDecls(/^--/, (declaration: Declaration) => {
      (isDark ? dark : light).set(declaration.prop, declaration.value);
    });
  });
  return { light, dark, darkMedia };
}

/** `oklch(45% .16 305)` at 60% → `oklch(45% .16 305 / 60%)`. */
function addOpacity(color: string, percent: string): string {
  const [, name, channels] = /^([a-z]+)\(([^()/]+)\)$/.exec(color.trim()) ?? [];
  if (!name || !channels) throw new Error(`color-mix-fallbacks: cannot add opacity to "${color}"`);
  return `${name}(${channels.trim()} / ${percent}%)`;
}
