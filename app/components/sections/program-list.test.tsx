import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { home } from "~/content/home";
import { programs } from "~/content/programs";
import { ProgramList } from "./program-list";

function renderProgramList() {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <ProgramList {...home.programs} programs={programs} /> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ProgramList", () => {
  it("shows the four programs with their duration and level", () => {
    renderProgramList();
    expect(screen.getAllByRole("article")).toHaveLength(4);
    for (const [title, duration, level] of [
      ["Tech Foundations", "12 weeks", "Beginner"],
      ["Advanced Development", "16 weeks", "Intermediate"],
      ["Entrepreneur Accelerator", "8 weeks", "All levels"],
      ["Digital Bridge Gambia", "10 weeks", "Beginner to Intermediate"],
    ]) {
      const card = screen.getByRole("article", { name: title });
      expect(within(card).getByText(duration!)).toBeInTheDocument();
      expect(within(card).getByText(level!)).toBeInTheDocument();
    }
  });

  it("links only the Digital Bridge Gambia card's Learn More", () => {
    renderProgramList();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("Learn More about Digital Bridge Gambia");
    expect(links[0]).toHaveAttribute("href", "/programs/digital-bridge-gambia/");
    for (const title of ["Tech Foundations", "Advanced Development", "Entrepreneur Accelerator"]) {
      expect(screen.getByRole("button", { name: `Learn More about ${title}` })).toHaveAttribute(
        "type",
        "button",
      );
    }
    expect(screen.getByRole("button", { name: "Book a Free Consultation" })).toHaveAttribute(
      "type",
      "button",
    );
  });
});
