import { describe, expect, it } from "vitest";
import { currentEntry, menuEntries } from "./site-menu.ts";

describe("the menu's entry for the page it is on", () => {
  const atTop = { above: ["/"], home: "/" };

  it("is the page's own entry, with or without its last slash", () => {
    expect(currentEntry("/about/", "/about/", atTop)).toBe("page");
    expect(currentEntry("/about", "/about/", atTop)).toBe("page");
    expect(currentEntry("/fr/events/", "/fr/events/", { above: ["/fr/"], home: "/fr/" })).toBe("page");
    expect(currentEntry("/fr/", "/fr/", { above: [], home: "/fr/" })).toBe("page");
  });

  it("is the entry of a page this one sits under", () => {
    expect(
      currentEntry("/stories/", "/stories/a-shop-online/", { above: ["/", "/stories/"], home: "/" }),
    ).toBe("true");
    const give = { above: ["/fr/", "/fr/programs/", "/fr/programs/digital-bridge-gambia/"], home: "/fr/" };
    expect(currentEntry("/fr/programs", "/fr/programs/digital-bridge-gambia/give/", give)).toBe("true");
  });

  it("is no entry to a page this one does not sit under, though its address begins with it", () => {
    // A form's thank-you page is reached by sending the form, not found under it.
    expect(currentEntry("/contact/", "/contact/thanks/", { above: [], home: "/" })).toBeUndefined();
    expect(currentEntry("/events/", "/stories/", atTop)).toBeUndefined();
  });

  it("is no entry to a place on a page, another site, or the home page from a page under it", () => {
    expect(currentEntry("/#programs", "/", { above: [], home: "/" })).toBeUndefined();
    expect(currentEntry("https://example.org/", "/", { above: [], home: "/" })).toBeUndefined();
    expect(currentEntry("/", "/about/", atTop)).toBeUndefined();
    expect(currentEntry("/fr/", "/fr/about/", { above: ["/fr/"], home: "/fr/" })).toBeUndefined();
  });
});

describe("the menu's entries", () => {
  it("lead to the page chosen, in the page's language, and to a form or a link as written", () => {
    const menu = [
      { label: "Programmes", page: "/programs/" },
      { label: "Contact", form: "contact" },
      { label: "Blog", link: "https://blog.example.org/" },
      { label: "Nos programmes", page: "/#programs" },
    ];
    expect(menuEntries(menu, { prefix: "/fr" })).toEqual([
      { label: "Programmes", href: "/fr/programs/", kind: "page" },
      { label: "Contact", href: "/fr/contact/", kind: "page" },
      { label: "Blog", href: "https://blog.example.org/", kind: "web" },
      { label: "Nos programmes", href: "/fr/#programs", kind: "page" },
    ]);
  });
});
