// A page in another language than the site's own says which of its words are in the own one
// (`lang`), so that a screen reader reads them with the right voice: words not translated yet,
// and the organisation's names inside the translation's sentences.
import { describe, expect, it } from "vitest";
import { nameFinder, noMarkup } from "#scripts/postbuild/own-names.ts";
import { builtPages, documentOf, languages } from "./built-site.ts";

const [own, ...others] = languages;
if (!own) throw new Error("The site has no language.");

// What a screen reader reads of an element besides its text.
const readAttributes = [
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "alt",
  "title",
  "placeholder",
];
// What the build cannot mark (text that holds no element) it is not asked to.
const unread = [...noMarkup].join(",");

function languageOf(element: Element | null): string {
  return element?.closest("[lang]")?.getAttribute("lang")?.split("-")[0] ?? "";
}

describe.runIf(others.length > 0)("words of the site's own language on another language's page", () => {
  for (const { language, words } of others) {
    // A number is no word of any language.
    const untranslated = new Set(words.untranslated.filter((words) => /\p{L}/u.test(words)));
    const findNames = nameFinder(words.kept);
    const pages = builtPages.filter((page) => page.language.code === language.code);

    it(`are marked as such on every page in ${language.code}`, () => {
      const unmarked: string[] = [];
      for (const page of pages) {
        const document = documentOf(page.file);
        const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const text = node.textContent ?? "";
          if (!parent || parent.closest(unread) || languageOf(parent) === own.language.code) continue;
          const english = untranslated.has(text.trim())
            ? [text.trim()]
            : (findNames?.(text) ?? []).map(([start, end]) => text.slice(start, end));
          for (const words of english) unmarked.push(`${page.url} <${parent.localName}>: ${words}`);
        }
        for (const element of document.body.querySelectorAll(
          readAttributes.map((name) => `[${name}]`).join(","),
        )) {
          if (languageOf(element) === own.language.code) continue;
          for (const name of readAttributes) {
            const value = element.getAttribute(name)?.trim() ?? "";
            if (untranslated.has(value) || words.kept.includes(value)) {
              unmarked.push(`${page.url} <${element.localName} ${name}>: ${value}`);
            }
          }
        }
      }
      expect(unmarked).toEqual([]);
    });
  }
});
