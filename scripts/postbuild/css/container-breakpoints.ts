import type { AtRule, Plugin } from "postcss";

const widthQuery = /^\(\s*(min-width\s*:|width\s*>=)[^()]*\)$/;
// A query of Tailwind's container variants (`@max-[25rem]:`) on the nearest container's width.
const containerWidthQuery = /^(not\s*)?\(\s*(min-width|max-width|width)\s*[:<>=]+[^()]*\)$/;
const containers = "(container-type:inline-size)";

/**
 * Breakpoints follow the text, not only the screen: where the engine has container queries,
 * each width breakpoint becomes a query on the page's width in rem, the root font size that
 * a visitor's text setting enlarges, so a page with large text takes the layout of a
 * narrower screen. Media queries in rem only follow the browser's own default size, not
 * text scaling. Engines without container queries keep the media query. The body is the
 * container (app/app.css).
 */
export function containerBreakpoints(): Plugin {
  return {
    postcssPlugin: "container-breakpoints",
    AtRule: {
      media(rule: AtRule) {
        if (
          !widthQuery.test(rule.params.trim()) ||
          (rule.parent?.type === "atrule" && isOurs(rule.parent as AtRule))
        ) {
          return;
        }
        const container = rule.clone({ name: "container" });
        const fallback = rule.clone();
        rule.replaceWith(
          rule.clone({ name: "supports", params: `not ${containers}`, nodes: [fallback] }),
          container,
        );
      },
      // An engine without container queries takes the page's width for the container's: the
      // body is the outermost container, and on a phone the others are nearly as wide.
      container(rule: AtRule) {
        const before = rule.prev();
        if (
          !containerWidthQuery.test(rule.params.trim()) ||
          (before?.type === "atrule" && isOurs(before as AtRule))
        ) {
          return;
        }
        // "not all and": engines before Media Queries 4 read a "not" only before a media type.
        const query = rule.params.trim().replace(/^not\s*/, "not all and ");
        const fallback = rule.clone({ name: "media", params: query });
        rule.before(rule.clone({ name: "supports", params: `not ${containers}`, nodes: [fallback] }));
      },
    },
  };
}
containerBreakpoints.postcss = true;

function isOurs(rule: AtRule): boolean {
  return rule.name === "supports" && rule.params === `not ${containers}`;
}
