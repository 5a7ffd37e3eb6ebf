// Every screen of the editor fits a phone, whatever the content holds: each collection's list,
// and the form of each file and of each collection's fullest entry, in every language, on the
// launch content and on the content set of every legitimate save (scripts/content-sets.ts),
// where the next kind or field shows first.
import { cpSync, existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";
import type * as z from "zod";
import { fieldMeta } from "#app/schema/field-path.ts";
import { contentKinds, isFolderKind, type Registry } from "#app/schema/registry.ts";
import { pagesCollection } from "#editor/names.ts";
import { fixtureContent } from "#scripts/content-sets.ts";
import { copyLaunchContent } from "#tests/fixtures/launch-with-french.ts";
import { editorSession } from "./editor-session.ts";
import { expect, openEditor, phone, settled, sidewaysProblems } from "./editor-screen.ts";
import { siteContentOf } from "./site-content.ts";

const launchLanguages = siteContentOf(
  copyLaunchContent(mkdtempSync(path.join(tmpdir(), "launch-"))),
).languages;
const contentSets = [
  { name: "the launch content", copy: copyLaunchContent, languages: launchLanguages },
  {
    name: "the content of every legitimate save",
    copy: (folder: string) => cpSync(path.resolve(fixtureContent), folder, { recursive: true }),
    languages: siteContentOf(fixtureContent).languages,
  },
];

interface Entry {
  collection: string;
  entry: string;
  /** The label of its first field, which its form shows first. */
  firstField: string;
}

/** Each file of the content, and the fullest of each folder: where the longest lists and labels are. */
function entriesToOpen(folder: string): Entry[] {
  return Object.entries(contentKinds as Registry).flatMap(([name, kind]) => {
    const [first] = Object.values(kind.schema.shape) as z.ZodType[];
    const firstField = fieldMeta(first).label ?? "";
    if (!isFolderKind(kind)) return [{ collection: pagesCollection, entry: name, firstField }];
    const inFolder = path.join(folder, kind.folder);
    if (!existsSync(inFolder)) return [];
    const [fullest] = readdirSync(inFolder)
      .filter((file) => /^[^.]+\.yml$/.test(file))
      .toSorted(
        (one, other) => statSync(path.join(inFolder, other)).size - statSync(path.join(inFolder, one)).size,
      );
    return fullest ? [{ collection: name, entry: fullest.replace(/\.yml$/, ""), firstField }] : [];
  });
}

/**
 * What the screen cuts off anywhere on it, scrolled from top to bottom as a thumb would: the
 * editor draws each field as it comes into view.
 */
async function problemsOfWholeScreen(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (let more = true; more;) {
    await settled(page);
    for (const problem of await page.evaluate(sidewaysProblems)) found.add(problem);
    // The pane that scrolls the most down, a screen further, until none has more to show.
    more = await page.evaluate(() => {
      const panes = [document.scrollingElement, ...document.querySelectorAll("*")].filter(
        (element): element is Element =>
          element !== null &&
          element.scrollHeight > element.clientHeight + 1 &&
          (element === document.scrollingElement || /auto|scroll/.test(getComputedStyle(element).overflowY)),
      );
      const pane = panes.find(
        (element) => element.scrollTop + element.clientHeight < element.scrollHeight - 1,
      );
      if (!pane) return false;
      pane.scrollTop += pane.clientHeight * 0.9;
      return true;
    });
  }
  // Back at the top, where the next screen opens: the editor keeps its panes' scroll.
  await page.evaluate(() => {
    for (const element of [document.scrollingElement, ...document.querySelectorAll("*")]) {
      if (element && element.scrollTop > 0) element.scrollTop = 0;
    }
  });
  return [...found];
}

for (const {
  name,
  copy,
  languages: [own, ...translations],
} of contentSets) {
  test.describe(`the editor on ${name}, on a phone`, () => {
    test.describe.configure({ mode: "default", timeout: 300_000 });
    // The narrowest phones': a screen of 360 px then has room to spare, whatever font its
    // system draws the editor with.
    test.use({ ...phone, viewport: { width: 320, height: 740 } });
    const session = editorSession(copy);

    test("every collection's list, and the form of each file and of each collection's fullest entry, in every language, fit the screen", async ({
      page,
    }) => {
      // Before its icon font comes (on slow data, or when it cannot), an icon is drawn as its
      // name, "expand_more": the screens must fit then too, as they did not.
      await page.route(/material-symbols/, (route) => route.abort());
      await openEditor(page, session);
      const problems: string[] = [];
      const says = (screen: string) => (found: readonly string[]) =>
        problems.push(...found.map((problem) => `${screen}: ${problem}`));
      const folders = Object.entries(contentKinds as Registry).filter(([, kind]) => isFolderKind(kind));
      for (const collection of [pagesCollection, ...folders.map(([folder]) => folder)]) {
        await page.goto(`${session.origin}/admin/#/collections/${collection}`);
        await expect(page.getByRole("main")).toBeVisible();
        says(`the list ${collection}`)(await problemsOfWholeScreen(page));
      }
      for (const { collection, entry, firstField } of entriesToOpen(
        path.join(session.repository, "content"),
      )) {
        // By its collection's list, as she goes: from one form straight to another, the editor
        // may draw the next one empty.
        await page.goto(`${session.origin}/admin/#/collections/${collection}`);
        await expect(page.getByRole("main")).toBeVisible();
        await page.goto(`${session.origin}/admin/#/collections/${collection}/entries/${entry}`);
        const field = page.getByRole("group", { name: new RegExp(`^\\W*${firstField}\\W*Field$`) }).first();
        await expect(field).toBeVisible();
        says(`${collection}/${entry}`)(await problemsOfWholeScreen(page));
        const switchLocale = page.getByRole("combobox", { name: "Switch Locale" });
        if (!(await switchLocale.isVisible())) continue;
        // Each translation, then the site's own language again, in which the next form opens.
        for (const language of [...translations, own!]) {
          await switchLocale.tap();
          const languageName = new Intl.DisplayNames(["en"], { type: "language" }).of(language.code)!;
          await page.getByRole("option", { name: languageName }).tap();
          if (language !== own)
            says(`${collection}/${entry} in ${languageName}`)(await problemsOfWholeScreen(page));
        }
      }
      expect(problems).toEqual([]);
    });
  });
}
