// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Logo } from "./logo.tsx";

function shapes(root: ParentNode): string[] {
  const geometry = ["width", "height", "rx", "d", "cx", "cy", "r", "stroke-width", "stroke-linecap"];
  return [...root.querySelectorAll("rect, path, circle")].map((shape) =>
    [shape.tagName.toLowerCase(), ...geometry.map((name) => shape.getAttribute(name) ?? "")].join(" "),
  );
}

describe("Logo", () => {
  it("draws the shapes of public/icon.svg, the source of every icon", () => {
    const icon = new DOMParser().parseFromString(
      readFileSync(path.resolve("public/icon.svg"), "utf8"),
      "image/svg+xml",
    );
    const { container } = render(<Logo />);
    expect(shapes(container)).toEqual(shapes(icon));
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
