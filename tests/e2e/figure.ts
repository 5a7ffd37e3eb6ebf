import type { Page } from "@playwright/test";

export function figure(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .first()
    .locator("dd");
}
