import type { ComponentProps } from "react";
import type { QuestionKind } from "#app/schema/questions.ts";
import type { FormContent, PageLanguage, QuestionAndAnswer, SiteContent } from "#app/schema/types.ts";
import { QuestionsAndAnswers } from "#app/components/shared/questions-and-answers.tsx";
import { NewsletterSignup } from "#app/components/shared/newsletter-signup.tsx";
import type { AskedQuestion, FormTarget } from "#app/lib/form-posting.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cn } from "#app/lib/cn.ts";
import { Paragraphs } from "#app/components/ui/paragraphs.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { Words } from "#app/components/ui/words.tsx";
import { PageTitle } from "#app/components/shared/page-heading.tsx";
import { Breadcrumbs } from "#app/components/shared/breadcrumbs.tsx";
import type { ShownTrail } from "#app/lib/page-head.ts";

interface SiteFormProps {
  page: Pick<FormContent, "heading" | "intro" | "requiredNote" | "optionalLabel" | "notice" | "sendLabel"> & {
    /** A program's application form, once its deadline has passed, shows this instead. */
    closedMessage?: string;
  };
  questions: readonly AskedQuestion[];
  target: FormTarget;
  /** False once a program's application deadline has passed. */
  open: boolean;
  /** The newsletter's sign-up, offered on a closed form to hear when the next cohort opens. */
  signUp?: SiteContent["footer"]["newsletter"];
  /** The site's privacy page, which the notice leads to, once there is one. */
  privacy?: { href: string; label: string } | undefined;
  /** A program's questions before applying, read before she starts. */
  before?:
    | { heading: string; items: readonly QuestionAndAnswer[]; language: Pick<PageLanguage, "prefix"> }
    | undefined;
  /** The pages above it: the home page, or a program's above its application form. */
  trail?: ShownTrail | undefined;
}

// The browser's own checks are the only ones before the answers leave: each kind gets its
// field type (and so its keyboard and autofill), and a length no honest answer reaches.
// No pattern: names and phone numbers are written in many ways.
const fieldFor: Record<Exclude<QuestionKind, "choice" | "choices" | "paragraph">, ComponentProps<"input">> = {
  name: { type: "text", autoComplete: "name", maxLength: 200, spellCheck: false },
  text: { type: "text", maxLength: 500 },
  email: { type: "email", autoComplete: "email", maxLength: 254, spellCheck: false },
  phone: { type: "tel", autoComplete: "tel", maxLength: 40 },
  number: { type: "number", inputMode: "decimal", step: "any" },
  date: { type: "date" },
};

// Drawn by the page, not the engine: WebKitGTK draws its own radios and checkboxes white on the
// dark page whatever the colour scheme says. Chosen, a dot in the circle, a tick in the box; in
// forced colours, the engine's own control in the system's colours.
const choiceLooks =
  "size-6 shrink-0 appearance-none border-2 border-foreground/60 bg-card checked:border-primary checked:bg-primary forced-colors:appearance-auto print:border-black";
const radioLooks = "rounded-full checked:shadow-[inset_0_0_0_0.3125rem_var(--color-card)]";
const checkboxLooks = "rounded-[0.25rem] check-mark";

const fieldLooks =
  "mt-2 block min-h-12 w-full rounded-control border border-foreground/60 bg-card px-4 py-2 text-body text-foreground print:border-black";

export function SiteForm({ page, questions, target, open, signUp, privacy, before, trail }: SiteFormProps) {
  const languageOf = useLanguageOf();
  return (
    <section
      aria-labelledby="apply-heading"
      className={cn("pb-12 sm:pb-16 print:py-0", trail ? "pt-4" : "pt-12 sm:pt-16")}
    >
      <Container className="max-w-2xl">
        {trail && <Breadcrumbs trail={trail} className="mb-4" />}
        <PageTitle id="apply-heading" title={page.heading} />
        <div className="mt-4 space-y-3 text-lead text-muted-foreground">
          <Paragraphs text={page.intro} />
        </div>
        {before && (
          <section
            aria-labelledby="questions-heading"
            className="mt-8 rounded-card border border-border p-5 sm:p-6"
          >
            <h2 id="questions-heading" lang={languageOf(before.heading)} className="text-title font-bold">
              <FitWords>{before.heading}</FitWords>
            </h2>
            <div className="mt-4">
              <QuestionsAndAnswers questions={before.items} language={before.language} small />
            </div>
          </section>
        )}
        {open ? (
          <form
            action={target.action}
            method="post"
            className="mt-10 space-y-8"
            {...(target.netlifyName
              ? {
                  name: target.netlifyName,
                  "data-netlify": "true",
                  ...(target.honeypotField ? { "netlify-honeypot": target.honeypotField } : {}),
                }
              : {})}
          >
            {target.netlifyName && <input type="hidden" name="form-name" value={target.netlifyName} />}
            {target.hiddenFields.map((field) => (
              <input key={field.name} type="hidden" name={field.name} value={field.value} />
            ))}
            {target.honeypotField && (
              // Hidden from people and screen readers alike; a robot filling every field fills it.
              <div hidden>
                <label>
                  {target.honeypotField}
                  <input type="text" name={target.honeypotField} tabIndex={-1} autoComplete="off" />
                </label>
              </div>
            )}
            <p lang={languageOf(page.requiredNote)} className="text-body text-muted-foreground">
              {page.requiredNote}
            </p>
            {questions.map((question, index) => (
              <Question
                key={question.field}
                question={question}
                id={`question-${index + 1}`}
                optionalLabel={page.optionalLabel}
              />
            ))}
            <div className="space-y-3 rounded-card border border-border bg-muted p-5 text-small print:bg-transparent">
              <Paragraphs text={page.notice} linkEmails />
              {privacy && (
                <p>
                  <a
                    href={privacy.href}
                    lang={languageOf(privacy.label)}
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {privacy.label}
                  </a>
                </p>
              )}
            </div>
            <Button type="submit" size="lg" className="w-full sm:w-auto">
              {page.sendLabel}
            </Button>
          </form>
        ) : (
          <>
            <div className="mt-10 space-y-3 rounded-card border border-border bg-muted p-5 text-lead print:bg-transparent">
              <Paragraphs text={page.closedMessage ?? ""} linkEmails />
            </div>
            {/* Not a dead end: the newsletter tells her when the next cohort opens. */}
            {signUp?.providerUrl && (
              <NewsletterSignup {...signUp} id="closed-sign-up" level={2} className="mt-10" />
            )}
          </>
        )}
      </Container>
    </section>
  );
}

function Question({
  question,
  id,
  optionalLabel,
}: {
  question: AskedQuestion;
  id: string;
  optionalLabel: string;
}) {
  const languageOf = useLanguageOf();
  const hintId = `${id}-hint`;
  const unitId = `${id}-unit`;
  const describedBy = [question.hint && hintId, question.unit && unitId].filter(Boolean).join(" ");
  const described = describedBy ? { "aria-describedby": describedBy } : {};
  const title = (
    <>
      <Words>{question.label}</Words>
      {!question.required && (
        <span lang={languageOf(optionalLabel)} className="font-normal text-muted-foreground">
          {` (${optionalLabel})`}
        </span>
      )}
    </>
  );
  const hint = question.hint && (
    <p id={hintId} lang={languageOf(question.hint)} className="mt-1 text-small text-muted-foreground">
      {question.hint}
    </p>
  );
  const required = question.required ? { required: true } : {};

  if (question.kind === "choice" || question.kind === "choices") {
    const type = question.kind === "choice" ? "radio" : "checkbox";
    return (
      <fieldset {...described} className="break-inside-avoid">
        <legend className="text-lead font-semibold">{title}</legend>
        {hint}
        <ul className="mt-2 space-y-1">
          {question.options?.map((option) => (
            <li key={option.value}>
              <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-control py-1">
                <input
                  type={type}
                  name={question.field}
                  value={option.value}
                  className={`${choiceLooks} ${type === "radio" ? radioLooks : checkboxLooks}`}
                  {...required}
                />
                <span lang={languageOf(option.label)} className="text-body">
                  {option.label}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className="break-inside-avoid">
      <label htmlFor={id} className="block text-lead font-semibold">
        {title}
      </label>
      {hint}
      {question.kind === "paragraph" ? (
        <textarea
          id={id}
          name={question.field}
          rows={5}
          maxLength={5000}
          className={fieldLooks}
          {...described}
          {...required}
        />
      ) : question.unit ? (
        // The unit after the field, as she would write it: "24 years".
        <div className="flex items-end gap-3">
          <input
            id={id}
            name={question.field}
            className={`${fieldLooks} max-w-40`}
            {...fieldFor[question.kind]}
            {...described}
            {...required}
          />
          <span id={unitId} lang={languageOf(question.unit)} className="py-3 text-body">
            {question.unit}
          </span>
        </div>
      ) : (
        <input
          id={id}
          name={question.field}
          className={fieldLooks}
          {...fieldFor[question.kind]}
          {...described}
          {...required}
        />
      )}
    </div>
  );
}
