import { describe, expect, it } from "vitest";
import { loadContent } from "#app/content/load.server.ts";
import { pagePath } from "./site-map.ts";
import { hasPage } from "./programs.ts";
import { absoluteUrl } from "./meta.ts";
import { organizationData, programData, staffPageData } from "./structured-data.ts";

const french = { code: "fr", prefix: "/fr" };

function programNode(folder: string, language = { code: "en", prefix: "" }) {
  const { site, programs } = loadContent(folder);
  const program = programs.filter(hasPage)[0]!;
  const url = absoluteUrl(site, `${language.prefix}${pagePath("program", program.slug)}`);
  const data = programData(site, program, { url, name: program.title, language });
  const [node, page] = data["@graph"] as Array<Record<string, unknown>>;
  return { program, node: node!, page: page! };
}

describe("a program's structured data", () => {
  it("names the page to apply on, once the first button leads to one", () => {
    const { program, node } = programNode("tests/fixtures/full-content");
    expect(node.potentialAction).toEqual({ "@type": "ApplyAction", target: program.page.buttons[0]!.link });
  });

  it("names none while the button does nothing", () => {
    expect(programNode("tests/fixtures/launch-content").node).not.toHaveProperty("potentialAction");
  });
});

describe("the page's own language in its structured data", () => {
  it("is the page's, where the program's are the languages it is taught in", () => {
    const { node, page, program } = programNode("tests/fixtures/launch-content", french);
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "fr", about: { "@id": node["@id"] } });
    expect(node.inLanguage).toEqual(["mnk", "wo", "en"]);
    expect(node.inLanguage).toEqual(program.languages.map((language) => language.code));
  });

  it("names the home page's language beside the organisation", () => {
    const { site } = loadContent("tests/fixtures/launch-content");
    const data = organizationData(site, {
      url: "https://example.org/fr/",
      name: "Accueil",
      language: french,
    });
    expect(data["@graph"][1]).toMatchObject({
      "@type": "WebPage",
      inLanguage: "fr",
      url: "https://example.org/fr/",
    });
  });
});

describe("a page the staff write, in structured data", () => {
  const { site, pages } = loadContent("tests/fixtures/full-content");
  const described = (slug: string) => ({
    url: absoluteUrl(site, pagePath("page", slug)),
    name: pages.find((page) => page.slug === slug)!.title,
    language: { code: "en", prefix: "" },
  });

  it("is a FAQPage of its questions, each with its answer as words, where they are all it holds", () => {
    const questions = [{ question: "Do I need a computer?", answer: "No. Your phone is enough." }];
    const graph = staffPageData(site, questions, described("questions"))["@graph"] as Array<
      Record<string, unknown>
    >;
    expect(graph.find((node) => node["@type"] === "FAQPage")).toMatchObject({
      url: "https://women-in-tech.example.org/questions/",
      inLanguage: "en",
      mainEntity: [
        {
          "@type": "Question",
          name: "Do I need a computer?",
          acceptedAnswer: { "@type": "Answer", text: "No. Your phone is enough." },
        },
      ],
    });
  });

  it("is a WebPage of the organisation's otherwise", () => {
    const data = staffPageData(site, undefined, described("about"));
    expect(data).toEqual(organizationData(site, described("about")));
  });
});

describe("a donation page, in structured data", () => {
  const { site } = loadContent("tests/fixtures/full-content");
  const page = {
    url: "https://women-in-tech.example.org/fr/donate/",
    name: "Faire un don",
    language: french,
  };

  it("gives the organisation the action of giving to it, on the page in the visitor's language", () => {
    const [organisation] = staffPageData(site, undefined, page, { donation: true })["@graph"] as Array<
      Record<string, unknown>
    >;
    expect(organisation).toMatchObject({
      "@type": "NGO",
      potentialAction: {
        "@type": "DonateAction",
        name: "Faire un don",
        target: "https://women-in-tech.example.org/fr/donate/",
        recipient: { "@id": organisation!["@id"] },
      },
    });
  });
});
