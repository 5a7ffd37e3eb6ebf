import { expect, type Locator, type Page } from "@playwright/test";
import type { ButtonContent, PageLanguage } from "#app/schema/types.ts";
import { buttonTarget } from "./site-content.ts";

/**
 * Each button is where the content puts it: a button that does nothing until it has a link,
 * and a link to that address once it has one (its name may add words for screen readers).
 */
export async function expectButtons(
  scope: Page | Locator,
  buttons: readonly ButtonContent[],
  language?: Pick<PageLanguage, "prefix">,
) {
  for (const button of buttons) {
    const { label, href } = buttonTarget(button, language);
    if (!href) {
      await expect(scope.getByRole("button", { name: label, exact: true }).first()).toBeVisible();
      continue;
    }
    const startsWithLabel = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:\\s|$)`);
    const link = scope.getByRole("link", { name: startsWithLabel }).first();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
}
