// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { Button } from "./button.tsx";

function renderInRouter(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Button", () => {
  it("is an inert button when it has nowhere to go", () => {
    renderInRouter(<Button>Apply Now</Button>);
    const button = screen.getByRole("button", { name: "Apply Now" });
    expect(button).toHaveAttribute("type", "button");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("is a link when it has a destination", () => {
    renderInRouter(<Button href="/programs/digital-bridge-gambia">Learn More</Button>);
    expect(screen.getByRole("link", { name: "Learn More" })).toHaveAttribute(
      "href",
      "/programs/digital-bridge-gambia",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("tells screen readers which item an ambiguous label belongs to", () => {
    renderInRouter(<Button srContext={[{ text: "about Tech Foundations" }]}>Learn More</Button>);
    expect(screen.getByRole("button", { name: "Learn More about Tech Foundations" })).toBeVisible();
  });

  it("says each part of those words in its language, in one element a language", () => {
    renderInRouter(
      <Button
        href="https://partners.example.org/"
        srContext={[
          { text: "sur Les bases de la tech" },
          { text: "(another site)", lang: "en" },
          { text: "(new tab)", lang: "en" },
        ]}
      >
        En savoir plus
      </Button>,
    );
    const link = screen.getByRole("link", {
      name: "En savoir plus sur Les bases de la tech (another site) (new tab)",
    });
    expect(
      [...link.querySelectorAll(".sr-only")].map((words) => [words.getAttribute("lang"), words.textContent]),
    ).toEqual([
      [null, "sur Les bases de la tech"],
      ["en", "(another site) (new tab)"],
    ]);
  });
});
