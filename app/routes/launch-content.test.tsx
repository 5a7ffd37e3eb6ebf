// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import path from "node:path";
import { createRoutesStub, Outlet } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { loadContent } from "#app/content/load.server.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { homeSpec, notFoundSpec, programPath, programSpec } from "#tests/fixtures/spec-words.ts";
import Home, { loader as homeLoader } from "./home.tsx";
import { pageOf } from "#app/lib/site-map.ts";
import { buildMomentVariable, fixBuildMoment } from "#app/lib/build-moment.ts";
import NotFound, { loader as notFoundLoader } from "./not-found.tsx";
import ProgramRoute, { loader as programLoader } from "./program.tsx";

const launchContent = path.resolve("tests/fixtures/launch-content");
const previousFolder = process.env.CONTENT_DIR;
const previousMoment = process.env[buildMomentVariable];
// The specification was written before its cohort's applications closed: built then, the site
// reads as it does. Built after, the program page says the dates have passed (below).
const beforeTheDeadline = "2023-12-01T08:00:00Z";
beforeAll(() => {
  process.env.CONTENT_DIR = launchContent;
  fixBuildMoment(beforeTheDeadline);
});
afterAll(() => {
  if (previousFolder === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = previousFolder;
  if (previousMoment === undefined) delete process.env.SITE_BUILD_MOMENT;
  else fixBuildMoment(previousMoment);
});

function renderRoute(url: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: (args) => rootLoader(args as Parameters<typeof rootLoader>[0]),
      children: [
        { index: true, Component: Home, loader: homeLoader },
        {
          path: "programs/:slug",
          Component: ProgramRoute,
          loader: (args) => programLoader(args as Parameters<typeof programLoader>[0]),
        },
        {
          path: "*",
          Component: NotFound,
          loader: (args) => notFoundLoader(args as Parameters<typeof notFoundLoader>[0]),
        },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

function figureFor(label: string): string | null {
  const term = screen.getAllByText(label, { selector: "dt" })[0]!;
  return term.parentElement!.querySelector("dd")!.textContent;
}

describe("the launch content, as the specification words it", () => {
  it("is valid content", () => {
    expect(() => loadContent(launchContent)).not.toThrow();
  });

  it("home page: hero, statistics, values, programs, ways to get involved", async () => {
    renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(homeSpec.heading);
    for (const label of [...homeSpec.heroButtons, ...homeSpec.readyButtons]) {
      expect(screen.getAllByRole("button", { name: label }).length).toBeGreaterThan(0);
    }
    for (const [value, label] of homeSpec.statistics) expect(figureFor(label!)).toBe(value);
    for (const text of homeSpec.texts) expect(document.body).toHaveTextContent(text);
    for (const value of homeSpec.values) expect(screen.getByRole("heading", { name: value })).toBeVisible();
    for (const [title, duration, level] of homeSpec.programs) {
      const card = screen.getByRole("article", { name: title });
      expect(within(card).getByText(duration!)).toBeVisible();
      expect(within(card).getByText(level!)).toBeVisible();
    }
    for (const [title, action] of homeSpec.involvement) {
      const card = screen.getByRole("heading", { name: title }).closest("li")!;
      expect(within(card).getByRole("button", { name: action })).toBeVisible();
    }
    expect(screen.getByRole("heading", { name: homeSpec.readyHeading })).toBeVisible();
  });

  it("home page: only Digital Bridge Gambia's Learn More leads to another page", async () => {
    renderRoute("/");
    await screen.findByRole("heading", { level: 1 });
    // The email and phone number are links too, but to the visitor's mail and phone apps.
    const pageLinks = screen
      .getAllByRole("link")
      .filter((link) => !/^(mailto|tel):/.test(link.getAttribute("href") ?? ""));
    expect(pageLinks.map((link) => link.getAttribute("href"))).toEqual([`${programPath}/`]);
    expect(pageLinks[0]).toHaveAccessibleName(`Learn More about ${programSpec.title}`);
  });

  it("home page and footer: the four programs in the spec's order, and no way to a page of all programs", async () => {
    renderRoute("/");
    const programs = await screen.findByRole("region", { name: "Our Programs" });
    expect(
      within(programs)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([...homeSpec.programs.map(([title]) => title), expect.any(String)]);
    const request = new Request("https://example.org/");
    const { programLinks } = await rootLoader({ request } as Parameters<typeof rootLoader>[0]);
    expect(programLinks).toEqual(homeSpec.programs.map(([title]) => ({ label: title, href: "#" })));
    expect(pageOf(loadContent(launchContent), "all-programs")).toBeUndefined();
  });

  it("footer: the three columns, placeholder links and the 2024 copyright", async () => {
    const request = new Request("https://example.org/");
    const { site, programLinks, involvementLinks, bottomLinks } = await rootLoader({ request } as Parameters<
      typeof rootLoader
    >[0]);
    render(
      <SiteFooter
        name={site.name}
        footer={site.footer}
        programLinks={programLinks}
        involvementLinks={involvementLinks}
        bottomLinks={bottomLinks}
      />,
    );
    for (const column of homeSpec.footerColumns) {
      expect(screen.getByRole("heading", { name: column })).toBeVisible();
    }
    expect(new Set(screen.getAllByRole("link").map((link) => link.getAttribute("href")))).toEqual(
      new Set(["#"]),
    );
    expect(screen.getByRole("contentinfo")).toHaveTextContent(homeSpec.copyright);
  });

  it("program page: every label, figure and date of the spec", async () => {
    renderRoute(programPath);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(programSpec.title);
    expect(screen.getByRole("link", { name: programSpec.backLink })).toHaveAttribute("href", "/");
    expect(screen.getByText(programSpec.badge)).toBeVisible();
    for (const label of [...programSpec.heroButtons, ...programSpec.closingButtons]) {
      expect(screen.getByRole("button", { name: label })).toHaveAttribute("type", "button");
    }
    for (const [value, label] of programSpec.statistics) expect(figureFor(label!)).toBe(value);
    const approach = screen.getByRole("region", { name: "Bridging the Digital Divide" });
    for (const text of programSpec.approach) expect(within(approach).getByText(text)).toBeVisible();
    const highlights = screen.getByRole("region", { name: "Program Highlights" });
    expect(within(highlights).getAllByRole("listitem")).toHaveLength(programSpec.highlightCount);
    for (const word of programSpec.highlightWords) expect(highlights).toHaveTextContent(word);
    const blocks = screen.getByRole("region", { name: "10-Week Curriculum" }).querySelectorAll("ol > li");
    expect([...blocks].map((block) => within(block as HTMLElement).getByRole("heading").textContent)).toEqual(
      programSpec.curriculum,
    );
    for (const [index, block] of [...blocks].entries()) {
      expect(block).toHaveTextContent(`Weeks ${index * 2 + 1}–${index * 2 + 2}`);
      expect(within(block as HTMLElement).getAllByRole("listitem")).toHaveLength(programSpec.topicsPerBlock);
    }
    expect(document.querySelectorAll("figure blockquote")).toHaveLength(programSpec.testimonialCount);
    expect(document.body).toHaveTextContent(`Next cohort starts ${programSpec.nextCohort}`);
    expect(document.body).toHaveTextContent(`Applications close ${programSpec.applicationDeadline}`);
  });

  it("program page built after its dates: says they have passed, the specification's dates still shown", async () => {
    fixBuildMoment("2026-12-07T05:00:00Z");
    try {
      renderRoute(programPath);
      await screen.findByRole("heading", { level: 1 });
      expect(document.body).toHaveTextContent(`Last cohort started ${programSpec.nextCohort}`);
      expect(document.body).toHaveTextContent(`Applications closed on ${programSpec.applicationDeadline}`);
      expect(document.body).not.toHaveTextContent(`Applications close ${programSpec.applicationDeadline}`);
    } finally {
      fixBuildMoment(beforeTheDeadline);
    }
  });

  it("404 page: the message and the way home", async () => {
    renderRoute("/no-such-page");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(notFoundSpec.heading);
    expect(screen.getByRole("link", { name: notFoundSpec.homeLink })).toHaveAttribute("href", "/");
  });
});
