// What the launch content leaves unset, from the content set that sets it
// (tests/fixtures/full-content/): spoken summaries on a program page, and a translation that
// sends the visitor to a form in her language and shows the rest in English.
import { expect, test } from "@playwright/test";
import { describeRecording } from "#app/lib/destinations.ts";
import { fixtureContent } from "./site-content.ts";

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
      await expect(audio).toHaveAccessibleName(recording.language);
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
  await page.getByRole("link", { name: new RegExp(`^${apply!.label}`) }).click();
  await expect(page).toHaveURL(apply!.link!);
});
