import { expect, test } from "@playwright/test";
import { pathIn } from "#app/lib/languages.ts";
import { siteLanguages } from "./site-content.ts";

// Published only while the home page leaves some programs out (the content set that does is
// tested in all-programs.fixture.spec.ts); until then the address is unknown, as the spec's.
for (const { language, allProgramsPath, allPrograms, notFound } of siteLanguages()) {
  const address = pathIn(language, "/programs/");
  test(`${address} is the page of all programs only while the home page leaves some out`, async ({
    page,
  }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(allProgramsPath ? 200 : 404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      allProgramsPath ? allPrograms.title : notFound.heading,
    );
  });
}
