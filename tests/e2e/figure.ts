import type { Page } from "@playwright/test";

/** The figure a statistics list shows for a label, e.g. "500+" for "Women trained". */
export function figure(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .first()
    .locator("dd");
}
