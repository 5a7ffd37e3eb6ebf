// The application form of the fixture content set (npm run build:fixture): its pages fit the
// first round trip with their questions, draw every question as the browser's own field, and
// each form of the policy lets the form page, and it alone, post to the service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { fixtureContent } from "#scripts/content-sets.ts";
import { pagePath } from "#app/lib/site-map.ts";
import { hasApplication } from "#app/lib/programs.ts";
import { pathIn } from "#app/lib/languages.ts";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { budgets } from "./budgets.ts";

const build = path.resolve("build/fixture");
const languages = loadLanguages(fixtureContent);
const forms = languages.flatMap(({ language, content }) =>
  content.programs.filter(hasApplication).map((program) => ({
    language,
    program,
    application: program.page.application,
    formPage: pathIn(language, pagePath("apply", program.slug)),
    thanksPage: pathIn(language, pagePath("apply-thanks", program.slug)),
    programPage: pathIn(language, pagePath("program", program.slug)),
  })),
);
const read = (file: string) => readFileSync(path.join(build, file), "utf8");
const page = (pagePath: string) => read(`client${pagePath}index.html`);
const documentOf = (pagePath: string) => new JSDOM(page(pagePath)).window.document;
const serviceOrigin = (address = "") => new URL(address).origin;
const formAction = (html: string) => /form-action ([^;"]*)/.exec(html)?.[1]?.split(" ") ?? [];

describe("the application form (fixture content)", () => {
  it("is in the fixture in every language", () => {
    expect(forms.map((form) => form.formPage)).toEqual(
      languages.map(({ language }) => pathIn(language, "/programs/digital-bridge-gambia/apply/")),
    );
  });

  describe.each(forms)("$formPage", ({ application, formPage, thanksPage, programPage, language }) => {
    it("and its thank-you page fit the first round trip", () => {
      for (const pagePath of [formPage, thanksPage]) {
        expect(gzipSync(page(pagePath), { level: 9 }).length, pagePath).toBeLessThanOrEqual(
          budgets.contentPageHtml,
        );
      }
    });

    it("posts every question under its field name, with the hidden fields, the way back and the spam trap", () => {
      const document = documentOf(formPage);
      const form = document.querySelector("main form")!;
      expect(form.getAttribute("action")).toBe(application.provider.address);
      expect(form.getAttribute("method")).toBe("post");
      expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
      const names = [...form.querySelectorAll("[name]")].map((field) => field.getAttribute("name"));
      expect([...new Set(names)]).toEqual([
        ...application.provider.hiddenFields.map((field) => field.name),
        // Which form, in which language, from which page.
        "form",
        "form_language",
        "form_page",
        application.provider.returnField,
        application.provider.honeypotField,
        ...application.questions.map((question) => question.field),
      ]);
      const back = form.querySelector(`input[name="${application.provider.returnField}"]`);
      expect(back?.getAttribute("value")).toMatch(new RegExp(`^https://[^/]+${thanksPage}$`));
      const trap = form.querySelector(`[name="${application.provider.honeypotField}"]`)!;
      expect(trap.closest("[hidden]")).not.toBeNull();
    });

    it("ties each question to its label and hint, as the browser's own field for its kind", () => {
      const document = documentOf(formPage);
      for (const question of application.questions) {
        const fields = [...document.querySelectorAll(`main form [name="${question.field}"]`)];
        expect(fields.length, question.field).toBeGreaterThan(0);
        const [field] = fields as [HTMLInputElement];
        const inputs = fields as HTMLInputElement[];
        if (question.kind === "choice" || question.kind === "choices") {
          const fieldset = field.closest("fieldset")!;
          expect(fieldset.querySelector("legend")?.textContent).toContain(question.label);
          expect(inputs.map((each) => each.closest("label")?.textContent)).toEqual(question.options);
          expect(
            inputs.every((each) => each.type === (question.kind === "choice" ? "radio" : "checkbox")),
          ).toBe(true);
        } else {
          expect(document.querySelector(`label[for="${field.id}"]`)?.textContent).toContain(question.label);
        }
        const described = ((field.closest("fieldset") ?? field).getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent);
        expect(described.filter(Boolean), question.label).toEqual(
          [question.hint, question.unit].filter(Boolean),
        );
        expect(inputs.every((each) => each.required === Boolean(question.required))).toBe(true);
        const expected = {
          name: ["text", "name"],
          email: ["email", "email"],
          phone: ["tel", "tel"],
          number: ["number", null],
          date: ["date", null],
          text: ["text", null],
        }[question.kind as string];
        if (expected)
          expect([field.type, field.getAttribute("autocomplete")], question.kind).toEqual(expected);
      }
    });

    it("is the only page whose policy lets a form post to the service: its <meta>, _headers and nginx", () => {
      const origin = serviceOrigin(application.provider.address);
      expect(formAction(page(formPage))).toContain(origin);
      expect(formAction(page(formPage))).toContain("'self'");
      for (const other of [programPage, thanksPage])
        expect(formAction(page(other)), other).not.toContain(origin);
      const rules = parseHeadersFile(read("client/_headers"));
      const headerPolicy = (address: string) =>
        headersForPath(rules, address)["Content-Security-Policy"] ?? "";
      for (const address of [formPage, formPage.slice(0, -1), `${formPage}index.html`]) {
        expect(formAction(headerPolicy(address)), address).toContain(origin);
      }
      for (const other of [programPage, thanksPage, `${thanksPage}index.html`, pathIn(language, "/")]) {
        expect(formAction(headerPolicy(other)), other).not.toContain(origin);
      }
      const nginx = read("deploy/nginx.conf");
      const location = nginx.split(`location = ${formPage} {`)[1]?.split("}")[0] ?? "";
      expect(formAction(location)).toContain(origin);
      // The page, its file, and its address without the slash, which leads to it: for each
      // form posting there, a program's or one of its own (whose thank-you page shares its policy).
      const postingThere = languages.flatMap(({ content }) =>
        content.forms.filter(
          (form) => form.provider.address && serviceOrigin(form.provider.address) === origin,
        ),
      );
      expect(nginx.split(origin).length - 1).toBe(forms.length * 3 + postingThere.length * 6);
    });

    it("is in the sitemap, and its thank-you page is not, and says noindex", () => {
      const sitemap = read("client/sitemap.xml");
      expect(sitemap).toContain(`${formPage}</loc>`);
      expect(sitemap).not.toContain(thanksPage);
      expect(documentOf(thanksPage).querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
        "noindex",
      );
    });
  });
});
