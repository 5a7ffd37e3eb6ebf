import { describe, expect, it } from "vitest";
import { currentEntry, menuEntries } from "./site-menu.ts";

describe("the menu's entry for the page it is on", () => {
  it("is the page's own entry, with or without its last slash", () => {
    expect(currentEntry("/about/", "/about/", "/")).toBe("page");
    expect(currentEntry("/about", "/about/", "/")).toBe("page");
    expect(currentEntry("/fr/events/", "/fr/events/", "/fr/")).toBe("page");
  });

  it("is the entry of the part of the site the page sits in", () => {
    expect(currentEntry("/stories/", "/stories/a-shop-online/", "/")).toBe("true");
    expect(currentEntry("/fr/programs/", "/fr/programs/digital-bridge-gambia/give/", "/fr/")).toBe("true");
  });

  it("is no entry to another page, a place on a page, another site, or the home page from a page under it", () => {
    expect(currentEntry("/events/", "/stories/", "/")).toBeUndefined();
    expect(currentEntry("/#programs", "/", "/")).toBeUndefined();
    expect(currentEntry("https://example.org/", "/", "/")).toBeUndefined();
    expect(currentEntry("/", "/about/", "/")).toBeUndefined();
    expect(currentEntry("/fr/", "/fr/about/", "/fr/")).toBeUndefined();
    expect(currentEntry("/fr/", "/fr/", "/fr/")).toBe("page");
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
      { label: "Programmes", href: "/fr/programs/" },
      { label: "Contact", href: "/fr/contact/" },
      { label: "Blog", href: "https://blog.example.org/" },
      { label: "Nos programmes", href: "/fr/#programs" },
    ]);
  });
});
