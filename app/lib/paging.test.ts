import { describe, expect, it } from "vitest";
import { searchSnippet } from "#app/schema/search-fields.ts";
import { pagedTitle, pagerOf, pagesOf } from "./paging.ts";
import { listPagePath, pathShape } from "./site-map.ts";

const paging = {
  label: "Pages",
  previous: "Previous page",
  next: "Next page",
  status: "Page {number} of {count}",
};

describe("a list in pages", () => {
  it("splits into pages of a size, the last holding what is left, and an empty list into one", () => {
    const pages = pagesOf([1, 2, 3, 4, 5], 2);
    expect(pages.map(({ items }) => items)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pages.map(({ number, count }) => [number, count])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(pagesOf([], 12)).toEqual([{ items: [], number: 1, count: 1 }]);
  });

  it("keeps the list's address and title on its first page, and numbers the others", () => {
    expect(listPagePath("stories", 1)).toBe("/stories/");
    expect(listPagePath("stories", 3)).toBe("/stories/page/3/");
    expect(pathShape("stories", "3")).toBe("/stories/page/:slug/");
    expect(listPagePath("all-programs", 2)).toBe("/programs/page/2/");
    expect(pagedTitle("Stories", { number: 1, count: 3 }, paging)).toBe("Stories");
    expect(pagedTitle("Stories", { number: 2, count: 3 }, paging)).toBe("Stories – Page 2 of 3");
  });

  it("links each page to the one before and after, and a list of one page to none", () => {
    const address = (number: number) => (number > 1 ? `/fr/stories/page/${number}/` : "/fr/stories/");
    expect(pagerOf({ number: 1, count: 1 }, address, paging)).toBeUndefined();
    expect(pagerOf({ number: 1, count: 2 }, address, paging)).toEqual({
      label: "Pages",
      status: "Page 1 of 2",
      next: { href: "/fr/stories/page/2/", label: "Next page" },
    });
    expect(pagerOf({ number: 2, count: 2 }, address, paging)).toEqual({
      label: "Pages",
      status: "Page 2 of 2",
      previous: { href: "/fr/stories/", label: "Previous page" },
    });
  });
});

describe("a text as a search description", () => {
  it("is whole when it fits, and cut at a word within 160 characters when it does not", () => {
    expect(searchSnippet("Two hours to write a first web page.")).toBe(
      "Two hours to write a first web page.",
    );
    const long =
      "Two hours to write a first web page on your phone, with a mentor for every five participants. ".repeat(
        3,
      );
    const snippet = searchSnippet(long);
    expect([...snippet].length).toBeLessThanOrEqual(160);
    expect(snippet).toMatch(/ [a-z]+…$/);
    expect(long.startsWith(snippet.slice(0, -1))).toBe(true);
  });
});
