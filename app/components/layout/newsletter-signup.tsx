import type { SiteContent } from "#app/schema/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type NewsletterSignupProps = SiteContent["footer"]["newsletter"];

// Without a provider there is no form: Enter or the button submits nothing and puts no
// email address in any URL. With one, a plain form posts to it, with no script.
export function NewsletterSignup({
  heading,
  text,
  fieldLabel,
  buttonLabel,
  providerUrl,
  emailFieldName,
  hiddenFields,
}: NewsletterSignupProps) {
  const languageOf = useLanguageOf();
  // The footer, and so this area, appears once per page.
  const fieldId = "newsletter-email";
  const headingId = "newsletter-heading";
  const fields = (
    <div className="mt-3">
      <label htmlFor={fieldId} lang={languageOf(fieldLabel)} className="text-small font-semibold">
        {fieldLabel}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <input
          id={fieldId}
          name={emailFieldName}
          type="email"
          autoComplete="email"
          {...(providerUrl ? { required: true } : {})}
          className="min-h-11 w-full min-w-0 rounded-control border border-border bg-card px-4 text-body text-foreground placeholder:text-muted-foreground"
        />
        <Button type={providerUrl ? "submit" : "button"} className="shrink-0">
          {buttonLabel}
        </Button>
      </div>
    </div>
  );
  return (
    <div className="mt-8" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="text-body font-bold">
        <FitWords>{heading}</FitWords>
      </h3>
      <p lang={languageOf(text)} className="mt-1 text-small text-muted-foreground">
        {text}
      </p>
      {providerUrl ? (
        <form action={providerUrl} method="post">
          {hiddenFields.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
          {fields}
        </form>
      ) : (
        fields
      )}
    </div>
  );
}
