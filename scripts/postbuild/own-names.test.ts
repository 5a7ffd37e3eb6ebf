import { describe, expect, it } from "vitest";
import { markNames, nameFinder } from "./own-names.ts";

const names = ["Digital Bridge Gambia", "Digital Bridge", "Women in Technology Initiative"];
const find = nameFinder(names);
if (!find) throw new Error("The names make a finder.");

describe("the site's own names in a translation's sentences", () => {
  it("are found whole, the longest first, never inside a longer word", () => {
    const text = "Elle a rejoint Digital Bridge Gambia, puis Digital Bridges et Digital Bridge.";
    expect(find(text).map(([start, end]) => text.slice(start, end))).toEqual([
      "Digital Bridge Gambia",
      "Digital Bridge",
    ]);
  });

  it("are marked in the own language where the sentence is another's", async () => {
    const html =
      '<html lang="fr"><head><title>Digital Bridge Gambia</title></head><body>' +
      "<p>Elle a rejoint Digital Bridge Gambia en 2023 &amp; après.</p>" +
      '<p lang="en">Digital Bridge Gambia</p>' +
      '<select><option>Digital Bridge Gambia</option></select><img alt="x"><p>Women in Technology Initiative</p>' +
      "</body></html>";
    expect(await markNames(html, find, "en")).toBe(
      '<html lang="fr"><head><title>Digital Bridge Gambia</title></head><body>' +
        '<p>Elle a rejoint <span lang="en">Digital Bridge Gambia</span> en 2023 &amp; après.</p>' +
        '<p lang="en">Digital Bridge Gambia</p>' +
        '<select><option>Digital Bridge Gambia</option></select><img alt="x"><p><span lang="en">Women in Technology Initiative</span></p>' +
        "</body></html>",
    );
  });

  it("are marked after a script, beside drawings, and never inside raw text", async () => {
    const html =
      '<html lang="fr"><body><script type="application/ld+json">{"a":"Digital Bridge Gambia"}</script>' +
      "<p>&lt;script&gt; et Digital Bridge Gambia</p>" +
      '<svg><path d="M0"/><text>Digital Bridge Gambia</text></svg><br><p>À Digital Bridge Gambia</p>' +
      '<noscript><img alt="Digital Bridge Gambia"></noscript>' +
      "</body></html>";
    expect(await markNames(html, find, "en")).toBe(
      '<html lang="fr"><body><script type="application/ld+json">{"a":"Digital Bridge Gambia"}</script>' +
        '<p>&lt;script&gt; et <span lang="en">Digital Bridge Gambia</span></p>' +
        '<svg><path d="M0"/><text>Digital Bridge Gambia</text></svg><br><p>À <span lang="en">Digital Bridge Gambia</span></p>' +
        '<noscript><img alt="Digital Bridge Gambia"></noscript>' +
        "</body></html>",
    );
  });

  it("are found as the translation's typography writes them", () => {
    const apostrophe = nameFinder(["Women's Hub"]);
    expect(apostrophe?.("Le Women’s Hub de Dakar")).toEqual([[3, 14]]);
  });

  it("leave a page without them as it was", async () => {
    const html = '<html lang="fr"><body><p>Bonjour&nbsp;!</p></body></html>';
    expect(await markNames(html, find, "en")).toBe(html);
  });
});
