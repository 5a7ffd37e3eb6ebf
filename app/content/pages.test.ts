// The pages the staff write, as the content check reads them: each mistake a volunteer can make
// in one, one plain line naming the file and the field; and the privacy page's list of the
// forms, which follows the forms as they are. (A link in a page's text is checked with the
// built site: scripts/postbuild/check-links.test.ts.)
import { copyFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentCopy } from "#tests/fixtures/content-copy.ts";
import { sentForms } from "#app/lib/privacy.ts";
import { proseParts } from "#app/schema/prose.ts";
import { checkedContent, loadContent } from "./load.server.ts";

const { edit, folder, problems } = contentCopy("tests/fixtures/full-content");
const pageNamed = (name: string) =>
  copyFileSync(path.join(folder(), "pages/accessibility.yml"), path.join(folder(), `pages/${name}.yml`));

describe("a page the staff write", () => {
  it("is read with the rest, at the address of its file name", () => {
    pageNamed("safeguarding");
    edit("pages/safeguarding.yml", (data) => (data.title = "Safeguarding"));
    expect(problems()).toEqual([]);
    expect(loadContent(folder()).pages.map((page) => page.slug)).toContain("safeguarding");
  });

  it.each([
    [
      "a folder the site uses",
      "programs",
      "content/pages/programs.yml: The file makes a page at /programs/, an address the site's own pages and files use. Rename the file, e.g. to programs-page.yml.",
    ],
    [
      "a form",
      "mentor",
      "content/pages/mentor.yml: The file makes a page at /mentor/, the address of the form content/forms/mentor.yml. Rename the file, e.g. to mentor-page.yml.",
    ],
    [
      "a language's code",
      "fr",
      `content/pages/fr.yml: The file makes a page at /fr/, the address of the site's pages in the language "fr". Rename the file, e.g. to fr-page.yml.`,
    ],
  ])("named as %s is, stops the build in one plain line", (_, name, line) => {
    pageNamed(name);
    expect(problems()).toEqual([line]);
  });

  it("with two sections of one heading stops the build in one plain line", () => {
    edit("pages/about.yml", (data) => (data.sections[1].heading = data.sections[0].heading));
    expect(problems()).toEqual([
      "content/pages/about.yml: Sections › Section 2 “Our story” › Heading is the heading of section 1 too: each section is a place on the page, named by its heading. Give it another.",
    ]);
  });
});

describe("a page's text", () => {
  it("reads a link whose address holds round brackets of its own", () => {
    expect(proseParts("See [Banjul](https://en.wikipedia.org/wiki/Banjul_(city)).")).toEqual([
      { words: "See " },
      { words: "Banjul", link: "https://en.wikipedia.org/wiki/Banjul_(city)" },
      { words: "." },
    ]);
  });

  it("with a link it cannot read stops the build in one plain line, not showing brackets", () => {
    edit("pages/about.yml", (data) => (data.sections[0].text = "Read [our history]( /history/ ) today."));
    expect(problems()).toEqual([
      'content/pages/about.yml: Sections › Section 1 “Our story” › Text has a link written in a way the site cannot read: "[our history]( /history/ ) today.…". Write its words in square brackets, then its address in round ones, with no space: [our privacy notice](/privacy/).',
    ]);
  });

  it("a section with nothing but its heading stops the build in one plain line", () => {
    edit("pages/about.yml", (data) => (data.sections[0] = { heading: "Our story" }));
    expect(problems()).toEqual([
      "content/pages/about.yml: Sections › Section 1 “Our story” holds only its heading: give it a text, a list, questions, people, partners, gifts, ways to give, the site's forms or buttons, or remove it.",
    ]);
  });
});

describe("the privacy page's list of the site's forms", () => {
  const mentor = () => {
    const content = loadContent(folder());
    return sentForms(content, content).find((form) => form.name === "Become a Mentor")!;
  };

  it("follows the forms: a question added to a form is listed, with the service it posts to", () => {
    expect(mentor().asks).not.toContain("Your LinkedIn profile");
    edit("forms/mentor.yml", (data) => {
      data.questions.push({ label: "Your LinkedIn profile", kind: "text", field: "linkedin" });
    });
    expect(problems()).toEqual([]);
    expect(mentor().asks.at(-1)).toBe("Your LinkedIn profile");
    expect(mentor().service).toBe("Web3Forms");
  });
});

describe("a donation page", () => {
  // A file's fields as the tests change them: the YAML as it is read.
  type Fields = Parameters<Parameters<typeof edit>[1]>[0];
  const giving = (data: Fields) => data.sections.find((section: Fields) => section.giving).giving;

  it.each([
    [
      "an amount with no payment link, in a checkout with none of its own",
      (data: Fields) => {
        delete giving(data).checkouts[0].link;
        delete giving(data).checkouts[0].monthly[1].link;
      },
      "content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Checkouts › Checkout 1 “Card or PayPal” › Amounts monthly › Amount 2 › Link is empty, and so is the checkout's own Link: give this amount its payment link.",
    ],
    [
      "a checkout's link to a page of the site",
      (data: Fields) => (giving(data).checkouts[0].link = "/donate/"),
      'content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Checkouts › Checkout 1 “Card or PayPal” › Link "/donate/" is not a payment page: write the address the service gives, starting with https://.',
    ],
    [
      "mobile money with neither a number nor a merchant code",
      (data: Fields) => delete giving(data).mobileMoney[0].number,
      "content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Mobile money › Mobile money 1 › Number is empty, and so is the merchant code: give the number or the code a donor sends to.",
    ],
    [
      "a USSD code without its #",
      (data: Fields) => (giving(data).mobileMoney[1].ussd = "#144"),
      'content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Mobile money › Mobile money 2 › Code to dial "#144" is not in the right form. Write it as it is dialled: *, digits and # at the end, such as *144#.',
    ],
    [
      "a SWIFT code written with spaces",
      (data: Fields) => (giving(data).bankTransfers[0].swift = "ECOC GM GM"),
      'content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Bank transfers › Account 1 › SWIFT/BIC "ECOC GM GM" is not in the right form. Write its 8 or 11 capital letters and digits, without spaces, such as ECOCGMGM.',
    ],
    [
      "the line naming a program, without {program}",
      (data: Fields) => (giving(data).words.supports = "Your gift supports this program."),
      `content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Words › The program a gift supports "Your gift supports this program." is not in the right form. Write {program} where the program's title goes, such as "Your gift supports {program}."`,
    ],
    [
      "no way to give at all",
      (data: Fields) => {
        const ways = giving(data);
        delete ways.checkouts;
        delete ways.mobileMoney;
        delete ways.bankTransfers;
      },
      "content/pages/donate.yml: Sections › Section 2 “Ways to give” › Ways to give › Checkouts is empty, and so are mobile money and bank transfers: give at least one way to give.",
    ],
  ])("with %s stops the build in one plain line", (_, change, line) => {
    edit("pages/donate.yml", change);
    expect(problems()).toEqual([line]);
  });

  it("with its ways to give in two sections stops the build in one plain line", () => {
    edit("pages/donate.yml", (data) =>
      data.sections.push({ ...data.sections[1], heading: "More ways to give" }),
    );
    expect(problems()).toEqual([
      "content/pages/donate.yml: Sections › Section 4 “More ways to give” › Ways to give is in section 2 too: a page holds its ways to give in one section. Move these there, or onto a page of their own.",
    ]);
  });

  it("takes an amount in any of its currencies, and a way given only a merchant code or an IBAN", () => {
    edit("pages/donate.yml", (data) => {
      data.sections[0].gifts[0].currency = "NGN";
      delete giving(data).mobileMoney[2].number;
      giving(data).mobileMoney[2].merchantCode = "AFR 2207";
      delete giving(data).bankTransfers[0].accountNumber;
    });
    expect(problems()).toEqual([]);
  });

  it("is listed on the privacy page with each service it sends a donor to, once, in the page's language", () => {
    const content = loadContent(folder());
    expect(sentForms(content, content).find((form) => form.name === "Give")).toEqual({
      name: "Give",
      asks: [],
      service: "Stripe, Wave, Orange Money, Afrimoney and Ecobank Gambia",
      serviceLabel: "To give, this page sends you to:",
    });
    const french = checkedContent(folder()).translations.fr!;
    expect(sentForms(french, content).find((form) => form.name === "Faire un don")).toMatchObject({
      service: "Stripe, Wave, Orange Money, Afrimoney et Ecobank Gambia",
      serviceLabel: "Pour donner, cette page vous envoie vers\u00a0:",
    });
    edit(
      "pages/donate.yml",
      (data) =>
        (giving(data).checkouts[0].monthly[0].link =
          "https://www.paypal.com/donate/?hosted_button_id=EXAMPLE"),
    );
    expect(
      sentForms(loadContent(folder()), loadContent(folder())).find((form) => form.name === "Give")!.service,
    ).toBe("Stripe, PayPal, Wave, Orange Money, Afrimoney and Ecobank Gambia");
  });

  it("lists a translation's own payment service on the privacy page in its language", () => {
    edit("pages/donate.fr.yml", (data) => {
      data.sections[1].giving.checkouts[0].link = "https://www.paypal.com/donate/?hosted_button_id=FR";
    });
    const content = loadContent(folder());
    const french = checkedContent(folder()).translations.fr!;
    expect(sentForms(french, content).find((form) => form.name === "Faire un don")!.service).toBe(
      "Stripe, PayPal, Wave, Orange Money, Afrimoney et Ecobank Gambia",
    );
  });
});
