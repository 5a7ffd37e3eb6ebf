// What the launch content leaves unset, from the content set that sets it
// (tests/fixtures/full-content/): spoken summaries on a program page, and a translation that
// sends the visitor to a form in her language and shows the rest in English.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { parse } from "yaml";
import type * as z from "zod";
import { childSchema, fieldMeta } from "#app/schema/field-path.ts";
import { contentKinds, isFolderKind } from "#app/schema/registry.ts";
import { translates } from "#app/schema/translations.ts";
import { describeRecording } from "#app/lib/destinations.ts";
import { fixtureContent as fixtureFolder } from "#scripts/content-sets.ts";
import { fixtureContent } from "./site-content.ts";
import { lineStart } from "#app/lib/language-conventions.ts";

const english = fixtureContent();
const french = fixtureContent("fr");
const [program] = english.programPages.filter((each) => each.page.listen);
const [frenchProgram] = french.programPages.filter((each) => each.page.listen);

test("the fixture has spoken summaries and a French translation", () => {
  expect(program?.page.listen?.items.length).toBeGreaterThan(1);
  expect(french.language.prefix).toBe("/fr");
});

for (const { set, page: shown } of [
  { set: english, page: program! },
  { set: french, page: frenchProgram! },
]) {
  test(`${shown.path} plays each spoken summary only when asked, with its transcript below it`, async ({
    page,
  }) => {
    const listen = shown.page.listen!;
    const facts = await set.facts();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(shown.path, { waitUntil: "networkidle" });
    const section = page.getByRole("region", { name: listen.heading });
    await expect(section).toBeVisible();
    for (const recording of listen.items) {
      const item = section.getByRole("listitem").filter({ hasText: recording.language });
      const audio = item.locator("audio");
      await expect(audio).toHaveAttribute("preload", "none");
      await expect(audio).toHaveAttribute("controls", "");
      // Named by its heading, which begins with a capital: « Wolof ».
      await expect(audio).toHaveAccessibleName(lineStart(recording.language, set.site.formats.dates));
      await expect(audio).toHaveAccessibleDescription(describeRecording(recording.file, facts));
      await expect(item.getByRole("heading", { name: set.site.programPage.transcriptLabel })).toBeVisible();
      await expect(item.locator(`[lang="${recording.code}"]`)).toHaveText(recording.transcript);
    }
    expect(
      fetched.filter((path) => path.startsWith("/files/")),
      "audio fetched before play",
    ).toEqual([]);
    const [first] = listen.items;
    const audio = section.locator("audio").first();
    const box = (await audio.boundingBox())!;
    // The play button sits at the start of the native controls.
    await audio.click({ position: { x: Math.min(24, box.width / 2), y: box.height / 2 } });
    await expect
      .poll(() => fetched.includes(first!.file), { message: "the recording loads on play" })
      .toBe(true);
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(false);
  });
}

// The stand-in for the form's site answers until the test ends; one still answering then is
// dropped, not reported as an error of no test.
test.afterEach(({ context }) => context.unrouteAll({ behavior: "ignoreErrors" }));

test("a French page sends the visitor to the French form, and shows in English what is not yet in French", async ({
  page,
}) => {
  await page
    .context()
    .route("https://forms.example.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Formulaire</title>" }),
    );
  await page.goto(frenchProgram!.path);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  const [apply, brochure] = frenchProgram!.page.buttons;
  expect(apply!.link).not.toBe(program!.page.buttons[0]!.link);
  await expect(page.getByRole("link", { name: brochure!.label })).toHaveAttribute("href", brochure!.file!);
  await expect(page.getByText(program!.page.summary)).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(`^${apply!.label}`) })
    .click();
  await expect(page).toHaveURL(apply!.link!);
});

// The words of the fixture's content (its translatable fields: no address, code or link), by
// the language its files write them in: a French page shows in English the words its
// translation lacks, and they say so.
function wordsIn(
  schema: z.ZodType | undefined,
  data: unknown,
  found: { words: Set<string>; names: Set<string> },
) {
  if (!schema) return;
  if (typeof data === "string") {
    const meta = fieldMeta(schema);
    const isWords = translates(meta, true) && !["link", "file", "audio"].includes(meta.kind ?? "");
    if (isWords) (meta.keptName ? found.names : found.words).add(data.trim());
  } else if (Array.isArray(data))
    data.forEach((item, index) => wordsIn(childSchema(schema, index), item, found));
  else if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) wordsIn(childSchema(schema, key), value, found);
  }
}
const writtenIn = {
  en: { words: new Set<string>(), names: new Set<string>() },
  fr: { words: new Set<string>(), names: new Set<string>() },
};
for (const kind of Object.values(contentKinds)) {
  const files = isFolderKind(kind)
    ? readdirSync(path.join(fixtureFolder, kind.folder)).map((name) => path.join(kind.folder, name))
    : [kind.file, kind.file.replace(/\.yml$/, ".fr.yml")];
  for (const file of files.filter((name) => existsSync(path.join(fixtureFolder, name)))) {
    const language = file.endsWith(".fr.yml") ? "fr" : "en";
    wordsIn(kind.schema, parse(readFileSync(path.join(fixtureFolder, file), "utf8")), writtenIn[language]);
  }
}
// The countries and languages the French leaves unnamed, the site names as French does.
const ownSite = parse(readFileSync(path.join(fixtureFolder, "site.yml"), "utf8")) as {
  countriesServed: Array<{ code: string }>;
};
for (const { code } of ownSite.countriesServed) {
  writtenIn.fr.words.add(new Intl.DisplayNames(["fr-FR"], { type: "region" }).of(code) ?? code);
}
// Words, not figures: what a voice reads in one language or the other.
const isWords = (text: string) => (text.match(/\p{L}/gu) ?? []).length >= 4;
const onlyIn = (code: "en" | "fr", { names = true } = {}) => {
  const other = code === "en" ? writtenIn.fr : writtenIn.en;
  const own = [...writtenIn[code].words, ...(names ? writtenIn[code].names : [])];
  return own.filter((words) => isWords(words) && !other.words.has(words) && !other.names.has(words));
};
const englishOnly = onlyIn("en");
// Inside a French sentence, a name may be English ("Women in Technology Initiative recueille…");
// a phrase of English words may not. A name written as a link's words (a footer link to a
// program, by its title) is still a name.
const englishPhrases = onlyIn("en", { names: false }).filter(
  (words) => words.includes(" ") && !writtenIn.en.names.has(words),
);
const frenchOnly = [
  ...onlyIn("fr"),
  ...Array.from({ length: 12 }, (_, month) =>
    new Date(Date.UTC(2099, month, 1)).toLocaleString("fr-FR", { month: "long", timeZone: "UTC" }),
  ),
];
const containsWords = (text: string, words: string) =>
  new RegExp(`(^|[^\\p{L}])${words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "u").test(text);

const frenchPages = [
  french.homePath,
  french.allProgramsPath!,
  ...french.programPages.map((each) => each.path),
  ...french.applicationPages.map((each) => each.path),
];

for (const address of frenchPages) {
  test(`${address} says in English only what its translation lacks, each sentence in one language`, async ({
    page,
  }) => {
    await page.goto(address);
    // Every text of the page, screen readers' own included, with the language it is said in.
    const texts = await page.evaluate(() => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const found: Array<{ text: string; lang: string }> = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const holder = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!holder || !text || holder.closest("script, style")) continue;
        found.push({ text, lang: holder.closest("[lang]")?.getAttribute("lang") ?? "" });
      }
      return found;
    });
    expect(texts.length).toBeGreaterThan(20);
    const wrong = texts.flatMap(({ text, lang }) => {
      if (lang === "en") {
        const french = frenchOnly.filter((words) => containsWords(text, words));
        return french.length ? [`"${text}" is said in English but holds French: ${french.join(", ")}`] : [];
      }
      // A spoken summary's transcript is in its own language.
      if (lang !== "fr") return [];
      if (englishOnly.includes(text)) return [`"${text}" is English, said in French`];
      const english = englishPhrases.filter((words) => text !== words && containsWords(text, words));
      return english.length ? [`"${text}", said in French, holds English: ${english.join(", ")}`] : [];
    });
    expect(wrong).toEqual([]);
    // The fixture's French leaves words out on every one of these pages.
    expect(texts.some(({ lang }) => lang === "en")).toBe(true);
  });
}
