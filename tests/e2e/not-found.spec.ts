import { expect, test } from "@playwright/test";
import { contentFolder } from "#app/content/files.server.ts";
import { siteCheckedPages } from "./checked-pages.ts";
import { siteContentOf } from "./site-content.ts";

// In every language: each answers 404 under its language's folder.
for (const checked of siteCheckedPages().filter((page) => page.kind === "not-found")) {
  const { language, homePath, missingPath, notFound } = siteContentOf(contentFolder(), checked.language.code);
  const paths = [
    missingPath,
    `${language.prefix}/programs/unknown`,
    `${language.prefix}/a/nested/missing/path`,
  ];
  for (const path of paths) {
    test(`${path} answers 404 with the ${language.name} not-found page and logs the path`, async ({
      page,
    }) => {
      const logged: string[] = [];
      page.on("console", (message) => logged.push(message.text()));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await expect.poll(() => logged.some((text) => text === `404 Not Found: ${path}`)).toBe(true);
    });
  }

  test(`the ${language.name} 404 page's home link goes to the ${language.name} home page`, async ({
    page,
  }) => {
    await page.goto(missingPath);
    await page.getByRole("link", { name: notFound.homeLinkLabel }).click();
    await expect(page).toHaveURL(homePath);
  });

  test(`the ${language.name} 404 page ships only its tiny inline script`, async ({ request }) => {
    const html = await (await request.get(missingPath)).text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]!.length).toBeLessThan(300);
  });
}
