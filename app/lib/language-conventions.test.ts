// What the code puts together from the content follows the page's language: its punctuation,
// the codes search engines read, the language of words kept from another, and titles that fit.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContentError } from "#app/content/content-error.ts";
import { loadLanguages } from "#app/content/load.server.ts";
import { copyLaunchContent } from "#tests/fixtures/launch-with-french.ts";
import { checkContent } from "#app/content/check.server.ts";
import { pageTitle, titleLength } from "#app/schema/page-titles.ts";
import { typeset } from "#app/content/typography.ts";
import { continued, figureOf, lineStart, money } from "./language-conventions.ts";
import { cohortNotes } from "./cohort-dates.ts";
import { ownLanguageOnly, wordsLanguages } from "./words-language.ts";
import { pageMeta } from "./meta.ts";
import { hasPage } from "./programs.ts";
import { organizationData, programData } from "./structured-data.ts";
import { countryName, lengthInWeeks, taughtIn, titled } from "./text.ts";

const fixture = "tests/fixtures/full-content";
const [english, french] = loadLanguages(fixture);
if (!english || !french) throw new Error("The fixture has English and French.");
const own = english.language;

describe("a share image's text", () => {
  it("joins the name and the heading with the language's colon", () => {
    const { site, home } = english.content;
    expect(titled(site.name, home.hero.heading, site.formats)).toBe(
      "Women in Technology Initiative: Empowering Women in Technology",
    );
    const fr = french.content;
    // French writes a no-break space before the colon, so it never starts a line.
    expect(titled(fr.site.name, fr.home.hero.heading, fr.site.formats)).toBe(
      "Women in Technology Initiative\u00a0: Les femmes au cœur de la technologie",
    );
  });

  it("goes on in lower case after the colon in French, where no name follows", () => {
    const fr = french.content;
    const names = [fr.site.name, fr.site.shortName];
    expect(titled(fr.site.name, fr.home.hero.heading, fr.site.formats, { code: "fr", names })).toBe(
      "Women in Technology Initiative\u00a0: les femmes au cœur de la technologie",
    );
    expect(
      titled("Passerelle", "Passerelle numérique Gambie", fr.site.formats, {
        code: "fr",
        names: ["Passerelle numérique Gambie"],
      }),
    ).toBe("Passerelle\u00a0: Passerelle numérique Gambie");
  });

  it("is the one the page's preview gives", () => {
    const { site, home } = french.content;
    const tags = pageMeta({
      site,
      title: home.hero.heading,
      description: "Description",
      path: "/",
      language: french.language,
      languages: [french.language, own],
      shareImage: {
        key: "home",
        alt: titled(site.name, home.hero.heading, site.formats, { code: "fr", names: [site.name] }),
      },
    });
    expect(tags).toContainEqual({
      property: "og:image:alt",
      content: "Women in Technology Initiative\u00a0: les femmes au cœur de la technologie",
    });
  });
});

describe("French typography, kept by the site", () => {
  it("puts a no-break space before : ; ! ? % and currency, and between groups of digits", () => {
    expect(typeset("Oups ! Page introuvable", "fr")).toBe("Oups\u202f! Page introuvable");
    expect(typeset("Prochaine promotion :", "fr")).toBe("Prochaine promotion\u00a0:");
    expect(typeset("85 000 $ et 95 %", "fr")).toBe("85\u202f000\u202f$ et 95\u202f%");
    expect(typeset("« Bonjour »", "fr")).toBe("«\u00a0Bonjour\u202f»");
  });

  it("keeps a figure with the « de » before it", () => {
    expect(typeset("Plus de 500 et de 12 à 15", "fr")).toBe("Plus de\u00a0500 et de\u00a012 à 15");
    expect(typeset("Monde 2", "fr")).toBe("Monde 2");
  });

  it("turns the typewriter's apostrophe into the typographer's", () => {
    expect(typeset("Retour à l'accueil ; d'où venez-vous", "fr")).toBe(
      "Retour à l’accueil\u202f; d’où venez-vous",
    );
    expect(typeset("'Bonjour'", "fr")).toBe("'Bonjour'");
  });

  it("goes on in lower case after a colon or a comma, but for names and capitals", () => {
    expect(continued("Tous nos programmes", "fr-FR")).toBe("tous nos programmes");
    expect(continued("Designer web indépendante", "fr")).toBe("designer web indépendante");
    expect(continued("Passerelle numérique Gambie forme…", "fr", ["Passerelle numérique Gambie"])).toBe(
      "Passerelle numérique Gambie forme…",
    );
    expect(continued("WiT Initiative", "fr")).toBe("WiT Initiative");
    expect(continued("Jean-Pierre Diallo", "fr")).toBe("Jean-Pierre Diallo");
    expect(continued("Sénégal", "fr", ["Sénégal"])).toBe("Sénégal");
    expect(continued("Sénégalaise", "fr", ["Sénégal"])).toBe("sénégalaise");
    expect(continued("L’équipe", "fr")).toBe("l’équipe");
    expect(continued("Évolution de carrière", "fr")).toBe("évolution de carrière");
    expect(continued("Freelance Web Designer", "en")).toBe("Freelance Web Designer");
  });

  it("begins a heading or a line with a capital", () => {
    expect(lineStart("mandinka, wolof et anglais", "fr")).toBe("Mandinka, wolof et anglais");
    expect(lineStart("éwé", "fr")).toBe("Éwé");
  });

  it("leaves English, and addresses, as they are", () => {
    expect(typeset("Ready to Cross the Bridge? 95 %", "en")).toBe("Ready to Cross the Bridge? 95 %");
    expect(typeset("Women's work", "en")).toBe("Women's work");
    expect(typeset("https://example.org/a?b=1", "fr")).toBe("https://example.org/a?b=1");
  });

  it("is applied to the French content as it is read", () => {
    const gambia = french.content.programs.find((program) => program.slug === "digital-bridge-gambia");
    const labels = gambia?.page?.application?.questions.map((question) => question.label);
    expect(labels).toContain("Quand pourriez-vous commencer\u202f?");
  });
});

describe("structured data", () => {
  const data = (language: typeof english) => {
    const { site } = language.content;
    const graph = organizationData(site, { url: site.siteUrl, name: "Page", language: language.language })[
      "@graph"
    ];
    return graph[0] as { address: { addressCountry: string }; areaServed: Array<{ identifier: string }> };
  };

  it("gives the address's country as its ISO 3166 code in every language", () => {
    expect(data(english).address.addressCountry).toBe("GM");
    expect(data(french).address.addressCountry).toBe("GM");
    expect(data(french).areaServed[0]).toMatchObject({ identifier: "GM" });
  });

  it("gives the languages a program is taught in as BCP 47 codes on a French page", () => {
    const { site, programs } = french.content;
    const program = programs.filter(hasPage).find((candidate) => candidate.slug === "digital-bridge-gambia")!;
    const page = { url: site.siteUrl, name: program.title, language: french.language };
    const [node] = programData(site, program, page)["@graph"];
    expect(node).toMatchObject({ inLanguage: ["mnk", "wo", "en"] });
  });

  it("names the country as the page's language does, on the page", () => {
    const served = (name: string) => [{ name, code: "GM" }];
    expect(countryName("GM", { ...english.content.site, countriesServed: served("The Gambia") })).toBe(
      "The Gambia",
    );
    expect(countryName("GM", { ...french.content.site, countriesServed: served("Gambie") })).toBe("Gambie");
    // A country the site does not list is named by the language itself.
    expect(countryName("DE", english.content.site)).toBe("Germany");
    expect(countryName("DE", french.content.site)).toBe("Allemagne");
  });
});

describe("words in the site's own language on a translated page", () => {
  const [, launchFrench] = loadLanguages(copyLaunchContent(mkdtempSync(path.join(tmpdir(), "launch-"))));
  const launch = wordsLanguages("en", launchFrench!.words);
  const fixture = wordsLanguages("en", french.words);

  it("carry that language: a name the translation keeps, and a field it has not translated", () => {
    expect(launch.languageOf("Women in Technology Initiative")).toBe("en");
    expect(launch.untranslated("Women in Technology Initiative")).toBe(false);
    expect(fixture.languageOf(english.content.site.skipLinkLabel)).toBe("en");
    expect(fixture.untranslated(english.content.site.skipLinkLabel)).toBe(true);
  });

  it("carry none once translated, even where the translation reads as the site's own language does", () => {
    expect(launch.languageOf(launchFrench!.content.site.skipLinkLabel)).toBeUndefined();
    expect(fixture.languageOf(french.content.home.hero.heading)).toBeUndefined();
    expect(ownLanguageOnly.languageOf(english.content.site.skipLinkLabel)).toBeUndefined();
  });

  it("make a sentence the translation lacks a word of wholly the site's own, in its formats", () => {
    const facts = {
      words: french.content.site.linkWords,
      formats: french.content.site.formats,
      weeks: french.content.site.weeks,
      own: {
        code: "en",
        words: english.content.site.linkWords,
        formats: english.content.site.formats,
        weeks: english.content.site.weeks,
      },
    };
    const { programPage } = french.content.site;
    const start = cohortNotes(
      { nextCohortStart: "2099-01", applicationDeadline: "2098-12-15" },
      programPage,
      facts,
      fixture,
    ).start;
    expect(start).toEqual({ label: "Next cohort starts", value: "January 2099", lang: "en" });
    expect(taughtIn(programPage.languagesLabel, ["wolof", "français"], facts, fixture)).toEqual({
      label: "Taught in",
      value: "Wolof and French",
      lang: "en",
    });
    // The fixture's French has its words for weeks.
    expect(lengthInWeeks(8, facts, fixture)).toEqual({ text: "8 semaines", lang: undefined });
  });

  it("name countries and languages the translation leaves unnamed as the page's language does", () => {
    const gambia = french.content.site.countriesServed.find((country) => country.code === "GM");
    expect(gambia?.name).toBe("Gambie");
    const senegal = french.content.programs.find((program) => program.slug === "digital-bridge-senegal");
    expect(senegal?.languages.map((language) => language.name)).toEqual(["wolof", "français"]);
  });
});

describe("a page's title", () => {
  it("fits in search results in English and in French, with the short name where the whole would not", () => {
    expect(pageTitle("Empowering Women in Technology", english.content.site)).toBe(
      "Empowering Women in Technology | WiT Initiative",
    );
    expect(pageTitle("Page not found", english.content.site)).toBe(
      "Page not found | Women in Technology Initiative",
    );
    expect(pageTitle("Les femmes au cœur de la technologie", french.content.site)).toBe(
      "Les femmes au cœur de la technologie | WiT Initiative",
    );
    const long = "Accélérateur d’entrepreneuses rurales de Gambie et du Sénégal";
    expect(pageTitle(long, french.content.site)).toBe(long);
  });

  it("stops the build with one line naming the file and field, in English and in French", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "titles-"));
    cpSync(fixture, folder, { recursive: true });
    const edit = (file: string, from: RegExp, to: string) => {
      const at = path.join(folder, file);
      writeFileSync(at, readFileSync(at, "utf8").replace(from, to));
    };
    // Words of a sentence, as a long title has them.
    const tooLong = "word ".repeat(titleLength / 5 + 1).slice(0, titleLength + 1);
    edit("not-found.yml", /^title: .*$/m, `title: ${tooLong}`);
    edit("home.fr.yml", /heading: Les femmes au cœur de la technologie/, `heading: Les femmes ${tooLong}`);
    let problems: readonly string[] = [];
    try {
      checkContent(folder);
    } catch (error) {
      if (error instanceof ContentError) problems = error.problems;
    }
    expect(problems).toEqual([
      `${folder}/home.fr.yml: Hero › Heading is the page's title in search results and the browser tab, which show 60 characters; it has 72. Shorten it.`,
      `${folder}/not-found.yml: Title is the page's title in search results and the browser tab, which show 60 characters; it has 61. Shorten it.`,
    ]);
  });
});

describe("an amount of money", () => {
  // Spaces as the language writes them (French's are narrow and unbreakable), read as spaces.
  const written = (amount: number, currency: string, locale: string) =>
    money(amount, currency, locale).replace(/\s/g, " ");

  it.each([
    ["XOF", 10000, "F CFA 10,000", "10 000 F CFA"],
    ["GMD", 500, "D500", "500 D"],
    ["NGN", 5000, "₦5,000", "5 000 ₦"],
    ["GHS", 300, "GH₵300", "300 GH₵"],
    ["USD", 25, "US$25", "25 $ US"],
    ["EUR", 25, "€25", "25 €"],
  ])("in %s is written as English and French write money", (currency, amount, english, french) => {
    expect(written(amount, currency, "en-US")).toBe(english);
    expect(written(amount, currency, "fr-FR")).toBe(french);
  });

  it("tells one dollar from another", () => {
    expect(written(25, "CAD", "en-US")).toBe("CA$25");
    expect(written(500, "LRD", "en-US")).toBe("L$500");
    expect(written(500, "LRD", "fr-FR")).toBe("500 L$");
  });

  it("has cents only where it has them, and a sign of more than one letter stands apart", () => {
    expect(written(2.5, "USD", "en-US")).toBe("US$2.50");
    expect(written(2.5, "EUR", "fr-FR")).toBe("2,50 €");
    expect(written(100, "SLE", "en-US")).toBe("Le 100");
  });

  it("never breaks between the figure and its currency", () => {
    expect(money(10000, "XOF", "fr-FR")).not.toMatch(/ /);
    expect(money(500, "GMD", "fr-FR")).toBe("500\u00a0D");
    expect(money(25, "USD", "fr-FR")).not.toMatch(/ /);
  });
});

describe("a figure of the organisation's", () => {
  const shown = (value: string, locale: string, currency?: string) =>
    figureOf({ value, currency }, locale).replace(/\s/g, " ");

  it("is shown as written", () => {
    expect(shown("500+", "en-US")).toBe("500+");
    expect(shown("$85K", "en-US")).toBe("$85K");
    expect(shown("85 %", "fr-FR")).toBe("85 %");
  });

  it("in US dollars, is written as US dollars in English and French, as the donation page writes money", () => {
    expect(shown("85K", "en-US", "USD")).toBe("US$85K");
    expect(shown("85 000", "fr-FR", "USD")).toBe("85 000 $ US");
    expect(shown("5,000", "en-US", "GMD")).toBe("D5,000");
    expect(shown("10 000", "fr-FR", "XOF")).toBe("10 000 F CFA");
  });

  it("keeps the staff's figure whole, whatever digits the language writes money with", () => {
    expect(shown("85K", "ar-EG", "USD")).toContain("85K");
    expect(shown("85K", "ar-EG", "USD")).not.toMatch(/[٠-٩]/);
    expect(shown("$&1", "en-US", "USD")).toBe("US$$&1");
  });
});
