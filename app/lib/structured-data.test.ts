import { describe, expect, it } from "vitest";
import { loadContent } from "#app/schema/load.server.ts";
import { hasPage, programPath } from "./program-paths.ts";
import { programData } from "./structured-data.ts";

function programNode(folder: string) {
  const { site, home, programs } = loadContent(folder);
  const program = programs.filter(hasPage)[0]!;
  const data = programData(site, program, programPath(program.slug), home.hero.heading);
  return { program, node: data["@graph"][0] as Record<string, unknown> };
}

describe("a program's structured data", () => {
  it("names the page to apply on, once the first button leads to one", () => {
    const { program, node } = programNode("tests/fixtures/full-content");
    expect(node.potentialAction).toEqual({ "@type": "ApplyAction", target: program.page.buttons[0]!.link });
  });

  it("names none while the button does nothing", () => {
    expect(programNode("tests/fixtures/launch-content").node).not.toHaveProperty("potentialAction");
  });
});
