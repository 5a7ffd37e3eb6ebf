import { expect, test, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { formatMonth } from "#app/schema/dates.ts";
import { programPages } from "./site-content.ts";
import { watchPage } from "./watch-page.ts";

const program = programPages[0]!;
let repository: string;
let editor: ChildProcess;
let siteOrigin: string;

const programFile = () => path.join(repository, "content", "programs", `${program.slug}.yml`);

// Undefined while the editor's proxy writes the file in place: a read in the middle of a
// save sees it empty or cut short.
function readSaved(file: string): Record<string, unknown> | undefined {
  try {
    const document: unknown = parse(readFileSync(file, "utf8"));
    return document && typeof document === "object" ? (document as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const savedPage = () => readSaved(programFile())?.page as typeof program.page | undefined;

function twoMonthsAfter(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(year, monthNumber + 1, 1));
  return `${next.getUTCFullYear()}-${String(next.getUTCMonth() + 1).padStart(2, "0")}`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

/** Opens the program in the editor, once the form shows the start month saved on disk. */
async function openEntry(page: Page) {
  await page.goto(`${siteOrigin}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Programs" })).toBeVisible();
  await page.goto(`${siteOrigin}/admin/#/collections/programs/entries/${program.slug}`);
  await expect(page.getByLabel("Next cohort start")).toHaveValue(savedPage()!.nextCohortStart);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test.describe("the content editor (npm run edit)", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    repository = mkdtempSync(path.join(tmpdir(), "site-editor-"));
    cpSync(path.resolve("content"), path.join(repository, "content"), { recursive: true });
    const sitePort = await freePort();
    siteOrigin = `http://127.0.0.1:${sitePort}`;
    editor = spawn(process.execPath, ["scripts/edit.ts"], {
      env: {
        ...process.env,
        CONTENT_DIR: path.join(repository, "content"),
        PORT: String(sitePort),
      },
      stdio: "ignore",
    });
    await expect
      .poll(
        () =>
          fetch(`${siteOrigin}/admin/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 60_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    editor?.kill("SIGTERM");
    if (repository) rmSync(repository, { recursive: true, force: true });
  });

  test("a change to the cohort start and a statistic is saved to the file and shown on the page", async ({
    page,
    request,
  }) => {
    const newStart = twoMonthsAfter(program.page.nextCohortStart);
    const newFigure = `${program.page.statistics[0]!.value.replace(/\D+$/, "")}1+`;
    await openEntry(page);
    await page.getByLabel("Next cohort start").fill(newStart);
    await page.getByLabel("Figure").first().fill(newFigure);
    await publish(page);

    await expect
      .poll(
        () => {
          const saved = savedPage();
          return saved && [saved.nextCohortStart, saved.statistics?.[0]?.value, saved.applicationDeadline];
        },
        { timeout: 15_000 },
      )
      .toEqual([newStart, newFigure, program.page.applicationDeadline]);

    const html = await (await request.get(`${siteOrigin}${program.path}`)).text();
    expect(html).toContain(formatMonth(newStart));
    expect(html).toContain(newFigure);
    const structuredData = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(structuredData!)["@graph"][0]).toMatchObject({ startDate: newStart });
  });

  test("a volunteer gives Apply Now a form address: the file keeps it, the page's button leads there", async ({
    page,
    request,
  }) => {
    const form = "https://forms.example.org/apply-next-cohort";
    const [apply, second] = program.page.buttons;
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.accept();
    });
    await openEntry(page);
    await page
      .getByLabel(/^link\b/i)
      .first()
      .fill(form);
    await publish(page);

    const savedButtons = () => (savedPage() as { buttons?: unknown[] } | undefined)?.buttons;
    await expect.poll(savedButtons, { timeout: 15_000 }).toEqual([
      { label: apply!.label, link: form },
      // A button that leads nowhere yet stays written as its words alone.
      second!.link || second!.file ? expect.anything() : second!.label,
    ]);
    const html = await (await request.get(`${siteOrigin}${program.path}`)).text();
    expect(html).toMatch(new RegExp(`<a [^>]*href="${form}"[^>]*>(<span>)?${apply!.label}`));
    // A deadline in the past is said when saving, as the build says it, but not refused.
    const { applicationDeadline } = program.page;
    const closed = applicationDeadline < new Date().toISOString().slice(0, 10);
    expect(dialogs).toEqual(
      closed ? [expect.stringContaining(`applications closed on ${applicationDeadline}`)] : [],
    );
  });

  test("a deadline after the cohort start is refused with the build's message; the file keeps its dates", async ({
    page,
  }) => {
    const before = readFileSync(programFile(), "utf8");
    const start = savedPage()!.nextCohortStart;
    await openEntry(page);
    await page.getByLabel("Application deadline").fill(`${start}-20`);
    await publish(page);
    await expect(page.locator(".Toastify")).toContainText(
      `Application deadline "${start}-20" (${formatMonth(start).replace(" ", ` 20, `)}) must come before the next cohort starts`,
    );
    expect(readFileSync(programFile(), "utf8")).toBe(before);
  });

  test("an empty quote is refused with the build's message; the file keeps the quote", async ({ page }) => {
    const before = readFileSync(programFile(), "utf8");
    await openEntry(page);
    await page.getByLabel("Quote").first().fill("");
    await publish(page);
    const [first] = program.page.testimonials.items;
    await expect(page.locator(".Toastify")).toContainText(
      `Testimonials › Testimonial 1 “${first!.name}” › Quote is empty. Fill it in`,
    );
    expect(readFileSync(programFile(), "utf8")).toBe(before);
  });

  test("the proxy that writes the files answers only this computer's own names", async () => {
    const ask = (host: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ action: "info" });
        const request = httpRequest(
          `${siteOrigin}/api/v1`,
          { method: "POST", headers: { Host: host, "Content-Type": "application/json" } },
          (response) => resolve(response.resume().statusCode ?? 0),
        );
        request.on("error", reject);
        request.end(body);
      });
    const port = new URL(siteOrigin).port;
    expect(await ask(`127.0.0.1:${port}`)).toBe(200);
    expect(await ask(`localhost:${port}`)).toBe(200);
    // A page whose own name was pointed at 127.0.0.1 (DNS rebinding) is refused.
    expect(await ask(`attacker.example:${port}`)).toBe(403);
  });

  test("a new program is added as a card; a program page left half-filled is refused", async ({
    page,
    request,
  }) => {
    const programsFolder = path.join(repository, "content", "programs");
    const before = readdirSync(programsFolder).sort();
    await page.goto(`${siteOrigin}/admin/`);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("link", { name: "Programs" })).toBeVisible();
    const fillCard = async () => {
      await page.goto(`${siteOrigin}/admin/#/collections/programs/new`);
      await page.getByLabel("Title").first().fill("Data Skills for Women");
      await page.getByLabel("Position").fill("9");
      await page.getByLabel("Length in weeks").fill("6");
      await page.getByLabel("Level").first().fill("Beginner");
      await page
        .getByLabel("Description")
        .first()
        .fill("Spreadsheets, charts and simple data for everyday work.");
      await page.getByRole("button", { name: /Add feature/ }).click();
      await page.getByLabel("Feature").last().fill("Spreadsheets from scratch");
    };
    await fillCard();
    await page.getByLabel("Badge").fill("New Program");
    await publish(page);
    await expect(page.locator(".Toastify")).toContainText("Program page › Summary is missing");
    expect(readdirSync(programsFolder).sort()).toEqual(before);

    // The same program with its page left empty: a card only.
    await page.reload();
    await fillCard();
    await publish(page);
    const saved = path.join(programsFolder, "data-skills-for-women.yml");
    await expect.poll(() => readSaved(saved)?.title, { timeout: 15_000 }).toBe("Data Skills for Women");
    expect(readSaved(saved)).not.toHaveProperty("page");
    const home = await (await request.get(`${siteOrigin}/`)).text();
    expect(home).toContain("Data Skills for Women");
    expect(home).toContain("6 weeks");
  });
});

test("the built editor at /admin/ starts under its own policy: no violation, no error, nothing from elsewhere", async ({
  page,
  baseURL,
}) => {
  const watcher = watchPage(page, baseURL!);
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  const response = await page.goto("/admin/");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible({ timeout: 20_000 });
  expect(violations).toEqual([]);
  expect(watcher.consoleErrors()).toEqual([]);
  expect(watcher.foreignRequests()).toEqual([]);
});
