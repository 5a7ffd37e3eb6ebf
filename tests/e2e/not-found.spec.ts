import { expect, test } from "@playwright/test";
import { notFoundSpec, routes } from "./spec-content";

for (const missingPath of ["/no-such-page", "/programs/unknown", "/a/nested/missing/path"]) {
  test(`${missingPath} answers 404 with the not-found page and logs the path`, async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    const response = await page.goto(missingPath);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFoundSpec.heading);
    await expect.poll(() => logged.some((text) => text.includes(missingPath))).toBe(true);
  });
}

test("Return to Home goes to the home page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: notFoundSpec.homeLink }).click();
  await expect(page).toHaveURL(routes.home);
});

test("the 404 page ships only its tiny inline script", async ({ request }) => {
  const html = await (await request.get("/no-such-page")).text();
  expect(html).not.toMatch(/<script[^>]+src=/);
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  expect(inline).toHaveLength(1);
  expect(inline[0]!.length).toBeLessThan(300);
});
