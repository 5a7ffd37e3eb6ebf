// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguagesOfWords } from "#app/components/ui/languages-of-words.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Breadcrumbs } from "#app/components/shared/breadcrumbs.tsx";
import { wordsLanguages } from "#app/lib/words-language.ts";
import { SiteHeader } from "./site-header.tsx";
import { SiteMenu } from "./site-menu.tsx";

// A French page of an English site, whose translation has not yet given the last entry its words.
const french = wordsLanguages("en", { untranslated: ["About us", "Menu"], kept: [], translating: {} });
const linkWords = { otherSite: "(autre site)", email: "(e-mail)", phone: "(appel téléphonique)" };

function renderFrench(page: ReactNode) {
  const Stub = createRoutesStub([
    { path: "/fr/*", Component: () => <LanguagesOfWords languages={french}>{page}</LanguagesOfWords> },
  ]);
  return render(<Stub initialEntries={["/fr/stories/une-boutique/"]} />);
}

describe("the header of every page", () => {
  it("leads home from the organisation's name, in the page's language, and offers the menu and the call to action", () => {
    renderFrench(
      <SiteHeader
        name="Women in Technology Initiative"
        home={{ href: "/fr/", current: false }}
        menu={
          <SiteMenu
            label="Menu"
            words={linkWords}
            entries={[
              { label: "Programmes", href: "/fr/programs/", kind: "page" },
              { label: "Témoignages", href: "/fr/stories/", kind: "page", current: "true" },
              { label: "About us", href: "/fr/about/", kind: "page" },
              { label: "Blog", href: "https://blog.example.org/", kind: "web" },
            ]}
          />
        }
        action={<Button href="/fr/donate/">Faire un don</Button>}
      />,
    );
    const header = screen.getByRole("banner");
    const name = within(header).getByRole("link", { name: "Women in Technology Initiative" });
    expect(name).toHaveAttribute("href", "/fr/");
    expect(name).not.toHaveAttribute("aria-current");
    const menu = within(header).getByRole("navigation", { name: "Menu" });
    expect(within(menu).getAllByRole("listitem")).toHaveLength(4);
    expect(within(menu).getByRole("link", { name: "Témoignages" })).toHaveAttribute("aria-current", "true");
    expect(within(menu).getByRole("link", { name: "Programmes" })).not.toHaveAttribute("aria-current");
    // Words the translation has not given yet say which language they are in.
    expect(within(menu).getByText("About us")).toHaveAttribute("lang", "en");
    expect(within(menu).getByText("Programmes")).not.toHaveAttribute("lang");
    // An entry to another site says so, as a button to one does.
    expect(within(menu).getByRole("link", { name: "Blog (autre site)" })).toHaveAttribute(
      "href",
      "https://blog.example.org/",
    );
    expect(within(header).getByRole("link", { name: "Faire un don" })).toHaveAttribute("href", "/fr/donate/");
  });

  it("marks the name as the page itself on the home page, and draws no menu the staff left empty", () => {
    renderFrench(
      <SiteHeader
        name="Women in Technology Initiative"
        home={{ href: "/fr/", current: true }}
        menu={<SiteMenu label="Menu" words={linkWords} entries={[]} />}
      />,
    );
    expect(screen.getByRole("link", { name: "Women in Technology Initiative" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});

describe("the way up above a page's title", () => {
  it("lists the pages above it in order, each a link, named for screen readers", () => {
    renderFrench(
      <Breadcrumbs
        trail={{
          label: "Fil d’Ariane",
          crumbs: [
            { label: "Accueil", href: "/fr/" },
            { label: "Témoignages", href: "/fr/stories/" },
          ],
        }}
      />,
    );
    const trail = screen.getByRole("navigation", { name: "Fil d’Ariane" });
    const steps = within(trail).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["Accueil", "Témoignages"]);
    expect(within(steps[1]!).getByRole("link")).toHaveAttribute("href", "/fr/stories/");
  });

  it("names itself in the site's own language where the translation has not, without lending it to its links", () => {
    renderFrench(<Breadcrumbs trail={{ label: "About us", crumbs: [{ label: "Accueil", href: "/fr/" }] }} />);
    const trail = screen.getByRole("navigation", { name: "About us" });
    expect(trail).not.toHaveAttribute("lang");
    expect(screen.getByText("About us")).toHaveAttribute("lang", "en");
    expect(within(trail).getByRole("link", { name: "Accueil" })).not.toHaveAttribute("lang");
  });
});
