// Tailwind's class names say what they do ("sm:grid-cols-2", "@max-[20rem]:px-[5cqi]"), and a
// page carries each of them twice, in its markup and in its inline CSS: about a sixth of a
// home page's bytes after gzip. The built pages get one- and two-letter names instead, the
// same on every page, the most used the shortest. The source, the dev server and the editor
// keep Tailwind's names. See docs/decisions/0005.
import selectorParser from "postcss-selector-parser";
import postcss from "postcss";
import { detached } from "./detached.ts";

const classAttribute = / class="([^"]*)"/g;

/**
 * Names kept as written, for what finds elements by them in the built pages: the browser tests
 * tell visually hidden text, controls, cards and badges by these (tests/e2e/visitor-settings.ts,
 * tests/engines/visible-styles.ts).
 */
export const keptClassNames: readonly string[] = [
  "sr-only",
  "rounded-control",
  "rounded-card",
  "rounded-full",
];
const first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const next = `${first}0123456789_-`;

/** The n-th short name: a … Z, then aa, ba, … (a letter first, as a class selector needs). */
export function shortName(index: number): string {
  let name = first.charAt(index % first.length);
  let rest = Math.floor(index / first.length);
  while (rest > 0) {
    rest -= 1;
    name += next.charAt(rest % next.length);
    rest = Math.floor(rest / next.length);
  }
  return name;
}

export interface StyledPage {
  html: string;
  /** The page's own CSS, which names only classes of its markup. */
  css: string;
}

/**
 * Every page with short class names. A class the page's CSS never names has no effect on it
 * (content pages run no script), so its markup drops it; a class that an attribute selector
 * reads by its letters (`[class*="fit-"]`) keeps its name, as do `keptClassNames`.
 */
export function shortenClassNames(pages: readonly StyledPage[]): StyledPage[] {
  const names = new ShortNames();
  for (const { html, css } of pages) names.count(classCounts(html), css);
  const shorten = names.assign();
  return pages.map(({ html, css }) => shorten(html, css));
}

/** How often each class of a page's markup is written in it: counted page by page, so no page need be kept. */
export function classCounts(html: string, into = new Map<string, number>()): Map<string, number> {
  for (const token of tokensIn(html)) {
    const times = into.get(token);
    if (times === undefined) into.set(detached(token), 1);
    else into.set(token, times + 1);
  }
  return into;
}

/**
 * Short names for a site's classes, the most written shortest: `count` each page's (or each
 * kind's) classes with the CSS they are styled by, then `assign` names and rewrite each page.
 */
export class ShortNames {
  #styled = new Map<string, ReturnType<typeof classesIn>>();
  #uses = new Map<string, number>();

  #classesOf(css: string) {
    let found = this.#styled.get(css);
    if (!found) this.#styled.set(css, (found = classesIn(css)));
    return found;
  }

  /** Classes written in markup styled by `css`, with how often; those its CSS never names do not count. */
  count(counts: ReadonlyMap<string, number>, css: string): void {
    const { names, kept } = this.#classesOf(css);
    for (const [token, times] of counts) {
      if (names.has(token) && !kept(token)) this.#uses.set(token, (this.#uses.get(token) ?? 0) + times);
    }
  }

  /** The names, once every page is counted: a page and its CSS rewritten with them. */
  assign(): (html: string, css: string) => StyledPage {
    const renamed = new Map(
      [...this.#uses]
        .sort(([firstName, firstUses], [secondName, secondUses]) =>
          secondUses === firstUses ? firstName.localeCompare(secondName) : secondUses - firstUses,
        )
        .map(([name], index) => [name, shortName(index)]),
    );
    const renamedCss = new Map<string, { css: string; attributes: Map<string, string> }>();
    return (html, css) => {
      const { names, kept } = this.#classesOf(css);
      let styled = renamedCss.get(css);
      if (styled === undefined) {
        styled = { css: renameInCss(css, renamed), attributes: new Map() };
        renamedCss.set(css, styled);
      }
      // The pages of a kind write the same few hundred class attributes thousands of times.
      const { attributes } = styled;
      const markup = html.replace(classAttribute, (_, value: string) => {
        let attribute = attributes.get(value);
        if (attribute === undefined) {
          const tokens = value
            .split(/\s+/)
            .filter(Boolean)
            .map(decode)
            .flatMap((token) => (kept(token) ? [token] : names.has(token) ? (renamed.get(token) ?? []) : []));
          attribute = tokens.length ? detached(` class="${encode(tokens.join(" "))}"`) : "";
          attributes.set(detached(value), attribute);
        }
        return attribute;
      });
      return { html: markup, css: styled.css };
    };
  }
}

/** The classes a stylesheet's selectors name, and which names its attribute selectors read. */
function classesIn(css: string) {
  const names = new Set<string>();
  const readByLetters: string[] = [];
  const collect = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      names.add(node.value);
    });
    selectors.walkAttributes((node) => {
      if (node.attribute === "class" && node.value) readByLetters.push(node.value);
    });
  });
  selectorRules(postcss.parse(css)).forEach((rule) => {
    collect.processSync(rule.selector);
  });
  return {
    names,
    kept: (token: string) =>
      keptClassNames.includes(token) || readByLetters.some((letters) => token.includes(letters)),
  };
}

function renameInCss(css: string, renamed: ReadonlyMap<string, string>): string {
  const rename = selectorParser((selectors) => {
    selectors.walkClasses((node) => {
      const short = renamed.get(node.value);
      if (short) node.value = short;
    });
  });
  const root = postcss.parse(css);
  selectorRules(root).forEach((rule) => {
    rule.selector = rename.processSync(rule.selector);
  });
  return root.toString();
}

/** Rules whose selectors match elements: not a keyframe's "from" or "50%". */
function selectorRules(root: postcss.Root): postcss.Rule[] {
  const rules: postcss.Rule[] = [];
  root.walkRules((rule) => {
    const parent = rule.parent;
    if (!(parent?.type === "atrule" && /keyframes$/i.test((parent as postcss.AtRule).name))) rules.push(rule);
  });
  return rules;
}

function tokensIn(html: string): string[] {
  return [...html.matchAll(classAttribute)].flatMap(([, value = ""]) =>
    value.split(/\s+/).filter(Boolean).map(decode),
  );
}

// React escapes these five in attribute values, and Tailwind's names may hold "&" and ">".
const entities: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

function decode(token: string): string {
  return token.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);
}

function encode(value: string): string {
  return value.replace(
    /[&<>"]/g,
    (character) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[character]};`,
  );
}
