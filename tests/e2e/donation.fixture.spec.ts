// The donation page as a donor meets it on a phone with no script, in every language: the home
// page's Donate leads to it, a program's Support This Program to it made for the program, which
// names the program; she reads each way to give, its numbers as the operator and the bank write them,
// and each checkout's links lead where the content says. The thank-you page a payment service
// returns her to is out of search results.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { money } from "#app/lib/language-conventions.ts";
import { fillIn } from "#app/lib/text.ts";
import { pathIn } from "#app/lib/languages.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { hasPage } from "#app/lib/programs.ts";
import { donationPageOf, isDonationPage } from "#app/schema/giving.ts";
import { fixtureContent, spokenName } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const own = fixtureContent();
const languages = own.languages.map((language) => fixtureContent(language.code));

test.use({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } });

// Stand-ins for the payment services answer until the test ends.
test.afterEach(({ context }) => context.unrouteAll({ behavior: "ignoreErrors" }));

const noSidewaysScroll = async (page: Page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "sideways scroll at 320 px").toBeLessThanOrEqual(0);
};

/** Text that is the whole of an element's. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/** A way to give, by the heading of its card. */
const wayNamed = (region: Locator, name: string) =>
  region.getByRole("article").filter({ has: region.page().getByRole("heading", { level: 3, name }) });

test("the fixture has a donation page with a checkout, mobile money and a bank, and a program's button to it", () => {
  const donation = own.pages.find(isDonationPage)!;
  const giving = donation.sections.find((section) => section.giving)!.giving!;
  expect(giving.checkouts?.[0]?.once).toHaveLength(3);
  expect(giving.checkouts?.[0]?.monthly).toHaveLength(3);
  expect(giving.mobileMoney?.map((way) => way.operator)).toEqual(["Wave", "Orange Money", "Afrimoney"]);
  expect(giving.bankTransfers).toHaveLength(1);
  const programButtons = own.programs
    .filter(hasPage)
    .flatMap((program) => [...program.page.buttons, ...program.page.closing.buttons]);
  expect(programButtons.some((button) => donationPageOf(button, own.pages))).toBe(true);
});

for (const set of languages) {
  const { language, site, pages, homeButtons, programPages } = set;
  const donation = pages.find(isDonationPage)!;
  const path = pathIn(language, pagePath("page", donation.slug));
  const ownPath = pagePath("page", donation.slug);
  const section = donation.sections.find((each) => each.giving)!;
  const giving = section.giving!;
  const locale = site.formats.dates;
  // The programs whose buttons lead here, as the content has them (their pages lead to their own).
  const supported = set.programs
    .filter(hasPage)
    .filter((program) =>
      [...program.page.buttons, ...program.page.closing.buttons].some((button) => button.page === ownPath),
    )
    .map((program) => ({ ...program, path: programPages.find((each) => each.slug === program.slug)!.path }));

  test.describe(`in ${language.name}`, () => {
    test("the home page's Donate leads to the donation page, which reads each way to give", async ({
      page,
      baseURL,
    }) => {
      const watcher = watchPage(page, baseURL!);
      await page.goto(set.homePath);
      const donate = homeButtons.find((button) => button.page === ownPath)!;
      await page
        .getByRole("main")
        .getByRole("link", { name: spokenName(donate, site.linkWords), exact: true })
        .click();
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language.code);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(donation.title);

      // What a gift does, each amount as the page's language writes money.
      const gifts = donation.sections.find((each) => each.gifts)!;
      const giftList = page.getByRole("region", { name: gifts.heading, exact: true }).getByRole("listitem");
      await expect(giftList).toHaveText(
        gifts.gifts!.map((gift) => `${money(gift.amount, gift.currency, locale)}${gift.does}`),
      );

      const region = page.getByRole("region", { name: section.heading, exact: true });
      // Arrived at from no program, the page names none.
      for (const program of supported) {
        await expect(page.getByText(fillIn(giving.words.supports, { program: program.title }))).toHaveCount(
          0,
        );
      }

      for (const checkout of giving.checkouts ?? []) {
        const card = wayNamed(region, checkout.name);
        const offered = [
          ...(checkout.once ?? []).map((priced) => ({ ...priced, after: "" })),
          ...(checkout.monthly ?? []).map((priced) => ({ ...priced, after: ` ${giving.words.perMonth}` })),
        ].map((priced) => ({
          name: `${money(priced.amount, checkout.currency, locale)}${priced.after} ${site.linkWords.otherSite}`,
          href: priced.link ?? checkout.link,
        }));
        if (checkout.link)
          offered.push({
            name: `${giving.words.ownAmount} ${site.linkWords.otherSite}`,
            href: checkout.link,
          });
        const links = card.getByRole("link");
        await expect(links).toHaveCount(offered.length);
        for (const [index, { name, href }] of offered.entries()) {
          await expect(links.nth(index)).toHaveAccessibleName(name);
          await expect(links.nth(index)).toHaveAttribute("href", href!);
        }
      }

      for (const way of giving.mobileMoney ?? []) {
        const card = wayNamed(region, `${way.operator} · ${way.country}`);
        for (const [label, value] of [
          [giving.words.number, way.number],
          [giving.words.merchantCode, way.merchantCode],
          [giving.words.recipient, way.recipient],
        ] as const) {
          if (!value) continue;
          const number = card.getByRole("definition").filter({ hasText: exactly(value) });
          await expect(number).toHaveText(value);
          await expect(number).toHaveAttribute("translate", "no");
          await expect(card.getByRole("term").filter({ hasText: label })).toBeVisible();
        }
        if (way.ussd) {
          await expect(card.getByRole("link", { name: way.ussd, exact: true })).toHaveAttribute(
            "href",
            `tel:${way.ussd.replace(/#/g, "%23")}`,
          );
        }
        await expect(card.getByRole("listitem")).toHaveText(way.steps ?? []);
      }

      for (const account of giving.bankTransfers ?? []) {
        const card = wayNamed(region, account.bank);
        for (const value of [account.accountName, account.accountNumber, account.iban, account.swift]) {
          if (!value) continue;
          await expect(card.getByRole("definition").filter({ hasText: exactly(value) })).toHaveAttribute(
            "translate",
            "no",
          );
        }
        if (account.reference) await expect(card).toContainText(account.reference);
      }

      await noSidewaysScroll(page);
      expect(watcher.foreignRequests(), "requests to other origins").toEqual([]);
    });

    test("a checkout's amount leads to the payment link the content gives it", async ({ page }) => {
      const checkout = giving.checkouts![0]!;
      const priced = checkout.monthly![0]!;
      await page
        .context()
        .route(priced.link!, (route) =>
          route.fulfill({ status: 200, contentType: "text/html", body: "<title>Checkout</title>" }),
        );
      await page.goto(path);
      const name = `${money(priced.amount, checkout.currency, locale)} ${giving.words.perMonth} ${site.linkWords.otherSite}`;
      await wayNamed(page.getByRole("main"), checkout.name).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(priced.link!);
    });

    test("a program's Support This Program leads to the donation page made for it, which names the program", async ({
      page,
      baseURL,
    }) => {
      const program = supported.find((each) =>
        each.page.closing.buttons.some((button) => button.page === ownPath),
      )!;
      const support = program.page.closing.buttons.find((button) => button.page === ownPath)!;
      await page.goto(program.path);
      await page.getByRole("link", { name: support.label, exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}${pathIn(language, pagePath("gift", program.slug))}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(donation.title);
      await expect(
        page.getByText(fillIn(giving.words.supports, { program: program.title }), { exact: true }),
      ).toBeInViewport();
      // The donation page whole: its sections, and each way to give.
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
        donation.sections.map((each) => each.heading),
      );
      const region = page.getByRole("region", { name: section.heading, exact: true });
      await expect(region.getByRole("heading", { level: 3 })).toHaveText([
        ...(giving.checkouts ?? []).map((way) => way.name),
        ...(giving.mobileMoney ?? []).map((way) => `${way.operator} · ${way.country}`),
        ...(giving.bankTransfers ?? []).map((way) => way.bank),
      ]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await noSidewaysScroll(page);
    });
  });
}

test("the thank-you page a payment service returns to is out of search results, in every language", async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { language, pages } of languages) {
    const unlistedPages = pages.filter((each) => each.unlisted);
    expect(unlistedPages.map((each) => each.slug)).toEqual(["thank-you"]);
    for (const unlisted of unlistedPages) {
      const path = pathIn(language, pagePath("page", unlisted.slug));
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(unlisted.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(sitemap).not.toContain(`${path}<`);
    }
  }
});
