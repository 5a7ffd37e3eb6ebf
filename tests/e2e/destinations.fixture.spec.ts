// A site whose every button leads somewhere (tests/fixtures/full-content/): each kind of link
// goes where the content says, with JavaScript off, and nothing is fetched from another
// origin before the visitor presses something.
import { expect, test, type Page } from "@playwright/test";
import { readDestination } from "#app/schema/links.ts";
import { describeDownload } from "#app/lib/destinations.ts";
import { buttonTarget, fixtureContent, spokenName, type PageButton } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const fixture = fixtureContent();
const { newsletter } = fixture.site.footer;
const pages: Array<{ path: string; buttons: PageButton[] }> = [
  { path: "/", buttons: fixture.homeButtons },
  ...fixture.programPages.map((program) => ({
    path: program.path,
    buttons: [...program.page.buttons, ...program.page.closing.buttons],
  })),
];

test.use({ javaScriptEnabled: false });

// Stand-ins for other sites answer until the test ends; one still answering then is dropped,
// not reported as an error of no test.
test.afterEach(({ context }) => context.unrouteAll({ behavior: "ignoreErrors" }));

/** Answers every request to another origin with a page of its own, so no test leaves this machine. */
async function standInForOtherSites(page: Page, origin: string) {
  const requests: string[] = [];
  await page.context().route(
    (url) => url.origin !== origin,
    async (route) => {
      requests.push(`${route.request().method()} ${route.request().url()}`);
      await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Another site</title>" });
    },
  );
  return requests;
}

// The page's own buttons, not the header's call to action, which may say the same.
function linkFor(page: Page, button: PageButton) {
  return page
    .getByRole("main")
    .getByRole("link", { name: spokenName(button, fixture.site.linkWords), exact: true });
}

for (const { path, buttons } of pages) {
  test.describe(`the buttons of ${path}`, () => {
    test("are links to where the content says, and the page asks no other origin for anything", async ({
      page,
      baseURL,
    }) => {
      const watcher = watchPage(page, baseURL!);
      await page.goto(path, { waitUntil: "networkidle" });
      expect(watcher.foreignRequests()).toEqual([]);
      for (const button of buttons) {
        const { label, href } = buttonTarget(button);
        expect(href, `${label} has a link in the fixture`).toBeDefined();
        await expect(linkFor(page, button)).toHaveAttribute("href", href!);
      }
      // The newsletter's submit button is the only button left.
      await expect(page.getByRole("button")).toHaveText([newsletter.buttonLabel]);
    });

    // One page for every button, each pressed from a fresh load: a test each would load the
    // browser's context as many times, for the same checks. Each is said by name if it fails.
    test("each leads where the content says when pressed", async ({ page, baseURL }) => {
      const elsewhere = await standInForOtherSites(page, new URL(baseURL!).origin);
      for (const button of buttons) {
        const destination = readDestination(buttonTarget(button).href ?? "");
        if ("problem" in destination) continue;
        const name = `${button.name ?? button.label} leads to ${destination.href}`;
        await test.step(name, async () => {
          await page.goto(path);
          elsewhere.length = 0;
          const link = linkFor(page, button);
          switch (destination.kind) {
            case "web":
              await link.click();
              await expect.soft(page, name).toHaveURL(destination.href);
              expect.soft(elsewhere, name).toEqual([`GET ${destination.href}`]);
              break;
            case "email":
            case "phone":
              // The visitor's mail or phone app takes over; the browser goes nowhere. The link's
              // name (found above) already says which app.
              await expect.soft(link, name).toHaveAttribute("href", destination.href);
              break;
            case "page":
            case "anchor": {
              await link.click();
              const expected = new URL(destination.href, new URL(path, baseURL));
              await expect.soft(page, name).toHaveURL(expected.href);
              if (expected.hash) await expect.soft(page.locator(expected.hash), name).toBeInViewport();
              break;
            }
            case "file": {
              const bytes = (await fixture.facts()).downloads[destination.path]!;
              const size = describeDownload(destination.path, bytes, fixture.site.formats.dates);
              await expect.soft(link, name).toHaveAccessibleDescription(size);
              await expect.soft(page.getByText(size, { exact: true }), name).toBeVisible();
              const download = page.waitForEvent("download");
              await link.click();
              expect
                .soft((await download).suggestedFilename(), name)
                .toBe(destination.path.split("/").at(-1));
              break;
            }
          }
        });
      }
    });
  });
}

test("the newsletter form posts the email address to the provider, and its thank-you page opens", async ({
  page,
  baseURL,
}) => {
  const posted: string[] = [];
  await page.context().route(
    (url) => url.origin !== new URL(baseURL!).origin,
    async (route) => {
      if (route.request().method() === "POST") {
        posted.push(route.request().postData() ?? "");
        await route.fulfill({ status: 303, headers: { location: newsletter.thankYouUrl! } });
      } else {
        await route.fulfill({ status: 200, contentType: "text/html", body: "<title>Thank you</title>" });
      }
    },
  );
  await page.goto("/");
  await page.getByRole("textbox", { name: newsletter.fieldLabel }).fill("visitor@example.org");
  await page.getByRole("button", { name: newsletter.buttonLabel }).click();
  await expect(page).toHaveURL(newsletter.thankYouUrl!);
  const fields = new URLSearchParams(posted[0]);
  expect(fields.get(newsletter.emailFieldName)).toBe("visitor@example.org");
  for (const hidden of newsletter.hiddenFields) expect(fields.get(hidden.name)).toBe(hidden.value);
});
