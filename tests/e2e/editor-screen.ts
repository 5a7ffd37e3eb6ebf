// What the editor's tests do on a phone's screen, as a volunteer's thumb would: scroll to a field,
// choose among options, and see that nothing is cut off at the screen's edges.
import { expect as baseExpect, type Locator, type Page } from "@playwright/test";
import { pickFolderFor } from "./local-folder.ts";
import type { EditorSession } from "./editor-session.ts";

// What the editor draws after a tap (a form, a list, a dialog) comes as late as an action may
// on a busy machine: assertions wait as long as actions do (15 s, below), not 5 s.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A phone's screen, and a thumb's patience: each action waits 15 s. */
export const phone = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  actionTimeout: 15_000,
} as const;

export const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });
export const saveButton = (page: Page) => page.getByRole("button", { name: "Save", exact: true });
export const refusal = (page: Page) => page.getByRole("alertdialog").or(page.getByRole("dialog"));

/**
 * Runs in the page: what scrolls sideways or is cut off at the screen's edge, in the page or in
 * any of the editor's scrolling panes.
 */
export function sidewaysProblems(): string[] {
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.className && typeof element.className === "string" ? `.${element.className.trim().split(/\s+/).join(".")}` : ""}${element.getAttribute("aria-label") ? ` "${element.getAttribute("aria-label")}"` : ""}`;
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  for (const element of [document.documentElement, ...document.body.querySelectorAll("*")]) {
    const style = getComputedStyle(element);
    const scrolls = element === document.documentElement || /auto|scroll/.test(style.overflowX);
    if (scrolls && element.scrollWidth > element.clientWidth + 1)
      problems.push(
        `${describe(element)} scrolls sideways by ${element.scrollWidth - element.clientWidth} px`,
      );
    const box = element.getBoundingClientRect();
    const shown = box.width > 1 && box.height > 1 && style.visibility !== "hidden" && style.opacity !== "0";
    if (shown && box.left < width - 1 && box.right > width + 1)
      problems.push(`${describe(element)} is cut off at the right edge (${Math.round(box.right)} px)`);
    if (shown && box.right > 1 && box.left < -1)
      problems.push(`${describe(element)} is cut off at the left edge (${Math.round(box.left)} px)`);
  }
  return problems;
}

/**
 * Measured once the screen is still: its icon font loaded (until then each icon is its name, in
 * letters, wider than the screen) and its panels done sliding in. On a busy machine both come
 * late, and a measure taken before them found problems no one would see.
 */
export async function settled(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function expectNoSidewaysScroll(page: Page, screen: string) {
  await settled(page);
  expect(await page.evaluate(sidewaysProblems), `${screen} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Within the screen's width and big enough for a thumb (WCAG 2.5.8: 24 px). */
export async function expectReachable(page: Page, control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await settled(page);
  const box = (await control.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, "left edge on screen").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "right edge on screen").toBeLessThanOrEqual(width);
  expect(Math.min(box.width, box.height), "size for a thumb").toBeGreaterThanOrEqual(24);
}

/**
 * The editor draws a long form's fields as they come into view: scroll down to the one wanted.
 * Scrolled for a time, not a number of turns: on a busy machine the form may still be loading
 * when the first turns come, and they scroll nothing; a field below the screen is then never drawn.
 */
export async function scrollTo(
  page: Page,
  field: Locator,
  wanted: (field: Locator) => Promise<boolean> = (drawn) => drawn.isVisible(),
): Promise<Locator> {
  const size = page.viewportSize()!;
  await page.mouse.move(size.width / 2, size.height / 2);
  await expect(async () => {
    if (await wanted(field)) return;
    await page.mouse.wheel(0, size.height / 2);
    await expect.poll(() => wanted(field), { timeout: 100, intervals: [25] }).toBe(true);
  }).toPass({ timeout: 30_000, intervals: [0] });
  await field.scrollIntoViewIfNeeded();
  return field;
}

/**
 * The last of `fields` once it is a new item's, empty, scrolled to. A new item is drawn a moment
 * after the tap that adds it, and its fields as they scroll into view: until then the last one
 * is the item's before, whose words a fill would replace. Every other item's are filled in.
 */
export const scrollToNew = (page: Page, fields: Locator) =>
  scrollTo(
    page,
    fields.last(),
    async (last) => (await last.isVisible()) && (await last.inputValue({ timeout: 100 })) === "",
  );

/**
 * Picks one of a relation's options as Sveltia draws them: a radio button each while there are
 * a few, a list to open once there are more (a site with more programs than the launch's).
 */
export async function choose(page: Page, field: string, option: string) {
  const radio = page.getByRole("radio", { name: option, exact: true }).last();
  const unchosen = page.getByRole("combobox", { name: field }).filter({ hasText: /^\s*$/ }).last();
  await scrollTo(page, radio.or(unchosen).first());
  if (await radio.isVisible()) return radio.tap();
  await unchosen.tap();
  await page.getByRole("option", { name: option, exact: true }).tap();
}

/** The editor's first screen, on the session's folder, as "Work with Local Repository" opens it. */
export async function openEditor(page: Page, session: EditorSession) {
  await pickFolderFor(page, session.repository);
  await page.goto(`${session.origin}/admin/`);
  await page.getByRole("button", { name: "Work with Local Repository" }).tap();
  // The editor reads every file of the content ("Loading Site Data…") before its first screen:
  // more of them as the site grows, each slower on a busy machine.
  await expect(page.getByRole("treeitem", { name: /^Programs/ })).toBeVisible({ timeout: 60_000 });
}
