import { chromium, expect, test } from "@playwright/test";
import { chromiumExecutable } from "#scripts/chromium.ts";
import { launchCdpBrowser } from "#tests/engines/cdp-browser.ts";
import { oldChromiumExecutable, oldChromiums } from "#tests/engines/old-chromium.ts";
import { differences, measurePageExpression, type PageLook } from "#tests/engines/visible-styles.ts";

// The support floor (browserslist in package.json) in real old engines: each page must look
// as it does in today's Chromium, measured element by element, and never scroll sideways.
const views = [
  { width: 375, colorScheme: "light" },
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
] as const;

async function looksIn(executable: string, origin: string, routes: Record<string, string>) {
  const browser = await launchCdpBrowser(executable);
  const looks = new Map<string, PageLook>();
  try {
    for (const [name, path] of Object.entries(routes)) {
      for (const view of views) {
        await browser.page.emulate({ width: view.width, height: 900, colorScheme: view.colorScheme });
        await browser.page.goto(`${origin}${path}`);
        looks.set(
          `${name} at ${view.width} px, ${view.colorScheme}`,
          await browser.page.evaluate<PageLook>(measurePageExpression),
        );
      }
    }
    return { version: browser.version, looks };
  } finally {
    await browser.close();
  }
}

/** Each page, by name, looks in every old engine of the floor as in today's Chromium. */
export function compareWithOldEngines(routes: Record<string, string>) {
  // One worker for the engines, in turn, so that today's Chromium is measured once for all three.
  test.describe.configure({ mode: "default" });
  let today: Awaited<ReturnType<typeof looksIn>> | undefined;
  test.beforeAll(async () => {
    // Fetched ahead by npm run test:e2e; run alone, the first run fetches them here (about
    // 150 MB), which takes what the network takes.
    test.setTimeout(20 * 60_000);
    for (const engine of oldChromiums) await oldChromiumExecutable(engine);
  });
  for (const engine of oldChromiums) {
    test(`Chromium ${engine.major} shows ${Object.keys(routes).join(", ")} as today's Chromium does`, async ({
      baseURL,
    }) => {
      test.setTimeout(180_000);
      today ??= await looksIn(chromiumExecutable() ?? chromium.executablePath(), baseURL!, routes);
      const old = await looksIn(await oldChromiumExecutable(engine), baseURL!, routes);
      expect(old.version).toContain(`Chrome/${engine.major}.`);
      for (const [view, reference] of today.looks) {
        const look = old.looks.get(view)!;
        // The measure found the page: its smallest, a thank-you page, has 13 elements measured.
        expect(reference.elements.length, `${view}: elements measured`).toBeGreaterThan(10);
        expect(reference.sidewaysScroll, `${view}: today's Chromium scrolls sideways`).toBe(0);
        expect(look.sidewaysScroll, `${view}: Chromium ${engine.major} scrolls sideways`).toBe(0);
        expect(differences(reference, look), view).toEqual([]);
      }
    });
  }
}
