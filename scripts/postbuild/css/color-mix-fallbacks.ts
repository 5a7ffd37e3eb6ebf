import type { AtRule, Declaration, Plugin, Root } from "postcss";

const mixWithTransparent = /^color-mix\(in oklab,\s*var\((--[\w-]+)\)\s+([\d.]+)%,\s*transparent\)$/;
const darkScheme = /prefers-color-scheme:\s*dark/;

// Tailwind's own fallback for a color-mix() of a token (`bg-primary/60`) drops the opacity,
// so white-on-purple panels turned solid white in engines before 2023. See docs/decisions/0005.
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

function addOpacity(color: string, percent: string): string {
  const [, name, channels] = /^([a-z]+)\(([^()/]+)\)$/.exec(color.trim()) ?? [];
  if (!name || !channels) throw new Error(`color-mix-fallbacks: cannot add opacity to "${color}"`);
  return `${name}(${channels.trim()} / ${percent}%)`;
}
