// The page stays whole in the visitor's own settings: text enlarged to 150% and 200% (by the
// browser's font-size setting, and by the page's root font size as text-scaling features
// do, which leaves media queries where they were), forced colours (Windows contrast themes)
// and WCAG's text spacing.
import { expect, test, type Page } from "@playwright/test";
import type { CheckedPage } from "./checked-pages.ts";

const widths = [320, 375, 768, 1280];
const textSizes = [150, 200];
export type Enlarge = (page: Page, percent: number) => Promise<void>;

export const ways: Array<[string, Enlarge]> = [
  [
    "the browser's font size",
    async (page, percent) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: (16 * percent) / 100, fixed: 13 } });
    },
  ],
  [
    "the root font size",
    async (page, percent) => {
      // Before the first layout, as text scaling applies it: set later, Chromium once kept the
      // layout of the rem-sized container queries it had already drawn (seen in CI only).
      await page.addInitScript((size) => {
        const apply = () => {
          if (document.documentElement) document.documentElement.style.fontSize = size;
          return Boolean(document.documentElement);
        };
        if (!apply()) {
          new MutationObserver((_, observer) => {
            if (apply()) observer.disconnect();
          }).observe(document, { childList: true });
        }
      }, `${percent}%`);
    },
  ],
];

/** Each page stays whole in the visitor's own settings. */
export function describeVisitorSettings(pages: readonly CheckedPage[]) {
  for (const { label, path, siteName } of pages) {
    test.describe(label, () => {
      test(`stays whole with text at 100, 150 and 200% at ${widths.join(", ")} px`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const problems: string[] = [];
        const sizes: Array<[string, number, Enlarge | undefined]> = [
          ["text at 100%", 100, undefined],
          ...ways.flatMap(([way, enlarge]) =>
            textSizes.map(
              (percent) => [`${way} at ${percent}%`, percent, enlarge] as [string, number, Enlarge],
            ),
          ),
        ];
        for (const [label, percent, enlarge] of sizes) {
          const context = await browser.newContext({ baseURL });
          const page = await context.newPage();
          await enlarge?.(page, percent);
          // One load per text size; each width is a resize, which lays the page out anew.
          await page.setViewportSize({ width: widths[0]!, height: 800 });
          await page.goto(path);
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            const found = await page.evaluate(findBrokenText, siteName);
            problems.push(...found.map((problem) => `${label}, ${width} px: ${problem}`));
          }
          await context.close();
        }
        expect(problems).toEqual([]);
      });

      test("keeps every control's edge in forced colours, light and dark", async ({ page }) => {
        await page.emulateMedia({ forcedColors: "active", colorScheme: "light" });
        await page.goto(path);
        for (const colorScheme of ["light", "dark"] as const) {
          await page.emulateMedia({ forcedColors: "active", colorScheme });
          for (const width of [375, 1280]) {
            await page.setViewportSize({ width, height: 900 });
            // axe is not run again here: forced colours change what is painted, not the page axe
            // reads, which the quality checks put through axe at these widths already.
            expect.soft(await page.evaluate(findEdgelessControls), `${colorScheme}, ${width} px`).toEqual([]);
          }
        }
      });

      test("keeps all its text with WCAG's text spacing at 375 and 1280 px", async ({ browser, baseURL }) => {
        // The spacing comes in as a user style sheet would, past the page's own policy.
        const context = await browser.newContext({ baseURL, bypassCSP: true });
        const page = await context.newPage();
        await page.goto(path);
        await page.addStyleTag({
          content:
            "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }",
        });
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 800 });
          expect(await page.evaluate(findBrokenText, siteName), `${width} px`).toEqual([]);
        }
        await context.close();
      });
    });
  }
}

/**
 * Runs in the page: a sideways scroll, text outside the box that holds it (the nearest
 * ancestor with a border or a background), text cut off by a clipping box, a heading's or a
 * button's word split or hyphenated, and the site's name outside the header.
 */
export function findBrokenText(siteName: string): string[] {
  const problems: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  const sideways = document.documentElement.scrollWidth - window.innerWidth;
  if (sideways > 0) {
    const widest = [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .at(-1);
    problems.push(`scrolls sideways by ${sideways} px${widest ? ` (${describe(widest)})` : ""}`);
  }
  // Asked of each text's ancestors in turn: each element's answer is worked out once.
  const boxes = new Map<Element, boolean>();
  const isBox = (element: Element) => {
    const known = boxes.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const bordered = ["Top", "Right", "Bottom", "Left"].some(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
    );
    const painted = !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.backgroundColor);
    const answer = bordered || painted || element.tagName === "HEADER";
    boxes.set(element, answer);
    return answer;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const holder = node.parentElement;
    if (!holder || !node.textContent?.trim() || holder.closest(".sr-only, [hidden], script, style")) continue;
    const style = getComputedStyle(holder);
    if (style.display === "none" || style.visibility === "hidden") continue;
    let box: Element | null = holder;
    while (box && box !== document.body && !isBox(box)) box = box.parentElement;
    if (!box || reported.has(box)) continue;
    const outer = box.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width === 0) continue;
      const out =
        rect.left < outer.left - 1 ||
        rect.right > outer.right + 1 ||
        rect.top < outer.top - 1 ||
        rect.bottom > outer.bottom + 1;
      if (out) {
        problems.push(`text ${describe(holder)} sticks out of ${describe(box)}`);
        reported.add(box);
        break;
      }
    }
  }
  for (const element of document.querySelectorAll("body *")) {
    const style = getComputedStyle(element);
    if (!/hidden|clip/.test(style.overflowX + style.overflowY) || element.closest(".sr-only")) continue;
    if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
      problems.push(`${describe(element)} cuts off what it holds`);
    }
  }
  // Headings, buttons and labels are never hyphenated by the browser, and no word of theirs
  // is split across two lines: they are sized so that their longest word fits.
  const labelled = "h1, h2, h3, h4, h5, h6, button, a.rounded-control, label, legend";
  for (const element of document.querySelectorAll(labelled)) {
    if (element.closest(".sr-only, [hidden]") || element.getClientRects().length === 0) continue;
    const { hyphens } = getComputedStyle(element);
    if (hyphens !== "manual" && hyphens !== "none") {
      problems.push(`${describe(element)} may be hyphenated by the browser (hyphens: ${hyphens})`);
    }
    const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let text = words.nextNode(); text; text = words.nextNode()) {
      if (text.parentElement?.closest(".sr-only")) continue;
      // A word ends at a space or at a hyphen or dash written in it, where a line may end.
      for (const word of (text.textContent ?? "").matchAll(/[^\s\-‐–—/]+/g)) {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) problems.push(`${describe(element)} splits "${word[0]}" across lines`);
      }
    }
  }
  const header = document.querySelector("body > header");
  const name = [...(header?.querySelectorAll("span") ?? [])].find((span) => span.textContent === siteName);
  if (header && name) {
    const [outer, inner] = [header.getBoundingClientRect(), name.getBoundingClientRect()];
    if (inner.top < outer.top || inner.bottom > outer.bottom || inner.right > outer.right) {
      problems.push(`the site's name is not all inside the header`);
    }
  }
  return problems;
}

/**
 * Runs in the page: controls, badges and boxes with no visible edge of their own. A round photo
 * is not one: its picture is its edge.
 */
export function findEdgelessControls(): string[] {
  const selector = "button, a.rounded-control, input, .rounded-full:not(img), .rounded-card";
  return [...document.querySelectorAll(selector)].flatMap((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const decorative = !(element instanceof HTMLElement) || element.closest('.sr-only, [aria-hidden="true"]');
    if (box.width === 0 || style.display === "none" || decorative) return [];
    // A radio button or a tick box the browser draws itself is drawn in the theme's colours.
    const native =
      /^(radio|checkbox)$/.test(element.getAttribute("type") ?? "") && style.appearance !== "none";
    if (native) return [];
    const edge = ["top", "right", "bottom", "left"].every(
      (side) =>
        style.getPropertyValue(`border-${side}-style`) !== "none" &&
        parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 &&
        style.getPropertyValue(`border-${side}-color`) !== style.backgroundColor,
    );
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    if (edge || outline) return [];
    return [
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}" has no edge`,
    ];
  });
}
