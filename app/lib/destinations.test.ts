import { describe, expect, it } from "vitest";
import { describeDownload, describeRecording, destinationOf } from "./destinations.ts";

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

  it("on a translated page, leads to the same page in its language; other links stay as written", () => {
    const onFrench = (link: string) => destinationOf({ link }, { prefix: "/fr" })?.href;
    expect(onFrench("/programs/digital-bridge-gambia/#next-cohort")).toBe(
      "/fr/programs/digital-bridge-gambia/#next-cohort",
    );
    expect(onFrench("/")).toBe("/fr/");
    expect(onFrench("/fr/programs/digital-bridge-gambia/")).toBe("/fr/programs/digital-bridge-gambia/");
    expect(onFrench("#contact")).toBe("#contact");
    expect(onFrench("https://forms.example.org/apply")).toBe("https://forms.example.org/apply");
    expect(destinationOf({ file: "/files/brochure.pdf" }, { prefix: "/fr" })?.href).toBe(
      "/files/brochure.pdf",
    );
  });

  it("says a recording's length, type and size in the page's language", () => {
    const facts = (dates: string) => ({
      downloads: { "/files/wolof.ogg": 183_000 },
      durations: { "/files/wolof.ogg": 64.6 },
      formats: { dates, lists: dates, titleAndText: "{title}: {text}" },
    });
    expect(describeRecording("/files/wolof.ogg", facts("en-US"))).toBe("1 min 5 sec · Opus, 183 kB");
    expect(
      describeRecording("/files/wolof.ogg", { ...facts("en-US"), durations: { "/files/wolof.ogg": 12 } }),
    ).toBe("12 sec · Opus, 183 kB");
    expect(describeRecording("/files/wolof.ogg", facts("fr-FR"))).toBe(
      "1\u00a0min 5\u202fs · Opus, 183\u202fko",
    );
  });
});
