// A word cut between two lines without a hyphen reads as a typing error, and a date or a time
// cut in two as a wrong one: each word's letters are found on their lines by their boxes.
import type { Page } from "@playwright/test";

/** Each word of the page that its lines cut, with where: "privacy@womenintech.example.or|g". */
export async function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cuts: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text for screen readers only is one pixel wide, and a chart's labels never wrap.
      if (!parent || parent.closest(".sr-only, svg, script, style")) continue;
      const text = node.textContent ?? "";
      for (const word of text.matchAll(/[^\s\u00a0\u202f]+/g)) {
        // A word on one line is one box: only a word of several is looked at letter by letter.
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (range.getClientRects().length < 2) continue;
        let top: number | undefined;
        for (let index = 0; index < word[0].length; index++) {
          range.setStart(node, word.index + index);
          range.setEnd(node, word.index + index + 1);
          const [box] = range.getClientRects();
          if (!box || box.width === 0) continue;
          if (top !== undefined && box.top > top + box.height / 2) {
            const before = word[0].slice(0, index);
            const after = word[0].slice(index);
            // A word joined by a hyphen or a slash breaks after it; an address at a dot or its
            // "@", with more than one letter on each line.
            const address = /@|:\/\/|^www\./.test(word[0]) && /[.@/]$|^[.@]/.test(before + after[0]);
            const allowed =
              (/[-‐/]$/.test(before) || address) &&
              !parent.closest("time") &&
              before.length > 1 &&
              after.length > 1;
            if (!allowed) cuts.push(`<${parent.localName}> ${before}|${after}`);
          }
          top = box.top;
        }
      }
    }
    return cuts;
  });
}
