import { describe, expect, it } from "vitest";
import { describeDownload, destinationOf } from "./destinations.ts";

describe("a button's destination", () => {
  it("is nothing until the content gives one, and a phone number becomes one to dial", () => {
    expect(destinationOf({})).toBeUndefined();
    expect(destinationOf({ link: "" })).toBeUndefined();
    expect(destinationOf({ link: "tel:+220 441 2357" })).toEqual({ kind: "phone", href: "tel:+2204412357" });
    expect(destinationOf({ link: "mailto:hi@example.org?subject=Mentor application" })?.href).toBe(
      "mailto:hi@example.org?subject=Mentor%20application",
    );
  });

  it("tells visitors who pay for data what a download weighs, in the page's language", () => {
    expect(describeDownload("/files/brochure.pdf", 420_311, "en")).toBe("PDF, 420 kB");
    expect(describeDownload("/files/poster.JPG", 2_430_000, "en")).toBe("JPEG, 2.4 MB");
    expect(describeDownload("/files/tiny.png", 120, "en")).toBe("PNG, 1 kB");
    expect(describeDownload("/files/brochure.pdf", 420_311, "fr")).toBe("PDF, 420\u202fko");
  });
});
