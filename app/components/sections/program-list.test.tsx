// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pageFacts, loadContent } from "#app/content/load.server.ts";
import { launchSource } from "#scripts/content-sets.ts";
import { ProgramList } from "./program-list.tsx";
import { fillIn, formatWeeks } from "#app/lib/text.ts";

const { home, programs, site } = loadContent(launchSource);
const facts = await pageFacts(site);

function renderProgramList() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ProgramList section={home.programs} programs={programs} dates={site.programPage} facts={facts} />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ProgramList", () => {
  it("shows every program with its length and level", () => {
    renderProgramList();
    expect(screen.getAllByRole("article")).toHaveLength(programs.length);
    for (const program of programs) {
      const card = screen.getByRole("article", { name: program.title });
      expect(
        within(card).getByText(formatWeeks(program.weeks, site.weeks, site.formats.dates)),
      ).toBeInTheDocument();
      expect(within(card).getByText(program.level)).toBeInTheDocument();
      expect(within(card).getAllByRole("listitem").length).toBeGreaterThanOrEqual(program.features.length);
    }
  });

  it("links a card's button to the program's page, or to its own link; the others do nothing", () => {
    renderProgramList();
    const { cardButtonLabel, cardButtonContext } = home.programs;
    for (const program of programs) {
      const name = new RegExp(`^${cardButtonLabel} ${fillIn(cardButtonContext, { title: program.title })}`);
      const href = program.page ? `/programs/${program.slug}/` : program.link;
      if (href) expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
      else expect(screen.getByRole("button", { name })).toHaveAttribute("type", "button");
    }
  });
});
