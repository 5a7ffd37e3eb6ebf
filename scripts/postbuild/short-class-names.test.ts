import { describe, expect, it } from "vitest";
import { shortName, shortenClassNames } from "./short-class-names.ts";

describe("short class names in the built pages", () => {
  it("names by use, one letter first, then two, each a valid class name", () => {
    expect([0, 1, 25, 26, 51, 52, 53, 52 + 52 * 64 - 1].map(shortName)).toEqual([
      "a",
      "b",
      "z",
      "A",
      "Z",
      "aa",
      "ba",
      "Z-",
    ]);
    const names = Array.from({ length: 5000 }, (_, index) => shortName(index));
    expect(new Set(names).size).toBe(names.length);
    expect(names.every((name) => /^[a-zA-Z][\w-]*$/.test(name))).toBe(true);
  });

  it("renames each class the same way in the markup and the CSS of every page, the most used the shortest", () => {
    const [home, other] = shortenClassNames([
      {
        html: '<p class="mt-4 sm:px-6 text-lead">A</p><p class="mt-4">B</p>',
        css: ".mt-4{margin-top:1rem}.text-lead{font-size:1.1rem}@media (min-width:40rem){.sm\\:px-6{padding:0 1.5rem}}",
      },
      {
        html: '<div class="mt-4 [&amp;&gt;li]:mt-1"></div>',
        css: ".mt-4{margin-top:1rem}.\\[\\&\\>li\\]\\:mt-1>li{margin-top:.25rem}",
      },
    ]);
    expect(home!.html).toBe('<p class="a c d">A</p><p class="a">B</p>');
    expect(home!.css).toBe(
      ".a{margin-top:1rem}.d{font-size:1.1rem}@media (min-width:40rem){.c{padding:0 1.5rem}}",
    );
    expect(other!.html).toBe('<div class="a b"></div>');
    expect(other!.css).toBe(".a{margin-top:1rem}.b>li{margin-top:.25rem}");
  });

  it("drops a class no rule of the page names, and keeps one an attribute selector reads by its letters", () => {
    const [page] = shortenClassNames([
      {
        html: '<h1 class="group fit-7 sr-only"><span class="unused">Hi</span></h1>',
        css: "[class*=fit-]{font-size:min(1em,100cqi/var(--fit))}.fit-7{--fit:7}.sr-only{position:absolute}",
      },
    ]);
    expect(page!.html).toBe('<h1 class="fit-7 sr-only"><span>Hi</span></h1>');
    expect(page!.css).toBe(
      "[class*=fit-]{font-size:min(1em,100cqi/var(--fit))}.fit-7{--fit:7}.sr-only{position:absolute}",
    );
  });
});
