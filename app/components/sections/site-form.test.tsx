// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { applicationPlace, applicationsOpen, askedQuestions, formTarget } from "#app/lib/form-posting.ts";
import { hasApplication } from "#app/lib/programs.ts";
import { SiteForm } from "./site-form.tsx";

const [english, french] = loadLanguages("tests/fixtures/full-content");
const program = english!.content.programs.find(hasApplication)!;
const { application } = program.page;
const language: PageLanguage = english!.language;

function draw(open: boolean) {
  return render(
    <SiteForm
      page={application}
      questions={askedQuestions(application.questions, application.questions)}
      target={formTarget(application, applicationPlace(program.slug), {
        site: english!.content.site,
        language,
        formName: application.heading,
      })}
      open={open}
    />,
  );
}

describe("the application form", () => {
  it("is closed after the day of its deadline, not on it", () => {
    expect(applicationsOpen("2026-07-31", "2026-07-31")).toBe(true);
    expect(applicationsOpen("2026-07-31", "2026-08-01")).toBe(false);
  });

  it("once closed, shows the staff's message for the next cohort and no form to send", () => {
    const { container } = draw(false);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(application.heading);
    expect(container).toHaveTextContent(application.closedMessage);
    expect(container.querySelector("form")).toBeNull();
    expect(screen.queryByRole("button", { name: application.sendLabel })).toBeNull();
  });

  it("once its deadline has passed, offers the newsletter to hear when the next cohort opens, or nothing without one", () => {
    const newsletter = english!.content.site.footer.newsletter;
    const closed = (signUp: typeof newsletter) =>
      render(
        <SiteForm
          page={application}
          questions={[]}
          target={formTarget(application, applicationPlace(program.slug), {
            site: english!.content.site,
            language,
            formName: application.heading,
          })}
          open={applicationsOpen(program.page.applicationDeadline, "2199-01-01")}
          signUp={signUp}
        />,
      );
    const { container, unmount } = closed(newsletter);
    expect(screen.getByRole("heading", { level: 2, name: newsletter.heading })).toBeInTheDocument();
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("action", newsletter.providerUrl);
    expect(screen.getByRole("textbox", { name: newsletter.fieldLabel })).toHaveAttribute(
      "name",
      newsletter.emailFieldName,
    );
    unmount();
    expect(closed({ ...newsletter, providerUrl: "" }).container.querySelector("form")).toBeNull();
  });

  it("open, marks the questions she may leave empty, in the page's words", () => {
    draw(true);
    for (const question of application.questions.filter(
      (each) => each.kind !== "choice" && each.kind !== "choices",
    )) {
      const field = screen.getByLabelText(new RegExp(`^${question.label.replace("?", "\\?")}`));
      expect(field.hasAttribute("required"), question.label).toBe(Boolean(question.required));
    }
    expect(screen.getByLabelText(`Your email address (${application.optionalLabel})`)).toBeInTheDocument();
  });

  it("sends French options under the site's own words, so every language's answers read alike", () => {
    const frenchProgram = french!.content.programs.find(hasApplication)!;
    const asked = askedQuestions(frenchProgram.page.application.questions, application.questions);
    const choice = asked.find((question) => question.kind === "choice")!;
    const own = application.questions.find((question) => question.kind === "choice")!;
    expect(choice.options!.map((option) => option.value)).toEqual(own.options);
    expect(choice.options!.map((option) => option.label)).not.toEqual(own.options);
  });

  it("says in every post which form, in which language, from which page, and sends her back to the thank-you page in her language", () => {
    const site = english!.content.site;
    const frenchTarget = formTarget(application, applicationPlace(program.slug), {
      site,
      language: french!.language,
      formName: application.heading,
    });
    expect(frenchTarget.hiddenFields.slice(-4)).toEqual([
      { name: "form", value: "Apply to Digital Bridge Gambia" },
      { name: "form_language", value: "fr" },
      { name: "form_page", value: `${site.siteUrl}/fr/programs/${program.slug}/apply/` },
      {
        name: application.provider.returnField,
        value: `${site.siteUrl}/fr/programs/${program.slug}/apply/thanks/`,
      },
    ]);
  });

  it("for Netlify Forms, posts to the thank-you page, where Netlify takes the answers", () => {
    const netlify = formTarget(
      { provider: { service: "netlify", hiddenFields: [], honeypotField: "bot-field" } },
      applicationPlace(program.slug),
      { site: english!.content.site, language: french!.language, formName: "Apply" },
    );
    expect(netlify).toMatchObject({
      action: `/fr/programs/${program.slug}/apply/thanks/`,
      honeypotField: "bot-field",
      netlifyName: `apply-${program.slug}`,
    });
    expect(netlify.hiddenFields.map((field) => field.name)).toEqual(["form", "form_language", "form_page"]);
  });

  it("for Netlify Forms, is a form Netlify finds in the page: named, marked, with its spam trap and its name field", () => {
    const target = formTarget(
      { provider: { service: "netlify", hiddenFields: [], honeypotField: "bot-field" } },
      applicationPlace(program.slug),
      { site: english!.content.site, language, formName: "Apply" },
    );
    const { container } = render(<SiteForm page={application} questions={[]} target={target} open />);
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("name", `apply-${program.slug}`);
    expect(form).toHaveAttribute("data-netlify", "true");
    expect(form).toHaveAttribute("netlify-honeypot", "bot-field");
    expect(form).toHaveAttribute("action", `/programs/${program.slug}/apply/thanks/`);
    expect(form.querySelector('input[name="form-name"]')).toHaveAttribute("value", `apply-${program.slug}`);
    expect(form.querySelector('input[name="bot-field"]')!.closest("[hidden]")).not.toBeNull();
  });
});
