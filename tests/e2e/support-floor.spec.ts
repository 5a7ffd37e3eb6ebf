import { chromium, expect, test } from "@playwright/test";
import { chromiumExecutable } from "#scripts/chromium.ts";
import { launchCdpBrowser } from "#tests/engines/cdp-browser.ts";
import { oldChromiumExecutable, oldChromiums } from "#tests/engines/old-chromium.ts";
import { differences, measurePageExpression, type PageLook } from "#tests/engines/visible-styles.ts";
import { programPages } from "./site-content.ts";

const routes = {
  home: "/",
  ...Object.fromEntries(programPages.map((program) => [program.slug, program.path])),
};

const views = [
  { width: 375, colorScheme: "light" },
  { width: 1280, colorScheme: "light" },
  { width: 375, colorScheme: "dark" },
] as const;

async function looksIn(executable: string, origin: string) {
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

for (const engine of oldChromiums) {
  test(`Chromium ${engine.major} shows the home and program pages as today's Chromium does`, async ({
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const today = await looksIn(chromiumExecutable() ?? chromium.executablePath(), baseURL!);
    const old = await looksIn(await oldChromiumExecutable(engine), baseURL!);
    expect(old.version).toContain(`Chrome/${engine.major}.`);
    for (const [view, reference] of today.looks) {
      const look = old.looks.get(view)!;
      expect(reference.elements.length, `${view}: elements measured`).toBeGreaterThan(20);
      expect(reference.sidewaysScroll, `${view}: today's Chromium scrolls sideways`).toBe(0);
      expect(look.sidewaysScroll, `${view}: Chromium ${engine.major} scrolls sideways`).toBe(0);
      expect(differences(reference, look), view).toEqual([]);
    }
  });
}
