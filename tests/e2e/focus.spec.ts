// Where the keyboard is shows the same way in every engine (WCAG 2.4.7): a ring of the site's
// colour, in light and dark, and of the system's in forced colours, never the engine's own.
import { expect, test } from "@playwright/test";

for (const colorScheme of ["light", "dark"] as const) {
  for (const forcedColors of ["none", "active"] as const) {
    test(`a focused link shows the site's ring (${colorScheme}, forced colours ${forcedColors})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme, forcedColors });
      await page.goto("/");
      await page.keyboard.press("Tab");
      const ring = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const style = getComputedStyle(focused);
        // The site's ring colour as the engine resolves it, from a probe of the same colour.
        const probe = document.createElement("span");
        probe.style.color = "var(--ring)";
        document.body.append(probe);
        const site = getComputedStyle(probe).color;
        probe.remove();
        return {
          tag: focused.tagName,
          visible: focused.matches(":focus-visible"),
          style: style.outlineStyle,
          width: style.outlineWidth,
          offset: style.outlineOffset,
          color: style.outlineColor,
          site,
        };
      });
      expect(ring).toMatchObject({ tag: "A", visible: true, style: "solid", width: "2px", offset: "2px" });
      if (forcedColors === "none") expect(ring.color).toBe(ring.site);
      else expect(ring.color).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
    });
  }
}
