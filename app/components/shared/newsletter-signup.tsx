import type { SiteContent } from "#app/schema/types.ts";
import { Button } from "#app/components/ui/button.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type NewsletterSignupProps = SiteContent["footer"]["newsletter"] & {
  /** Its ids' start, for a second sign-up on the page: the footer's is "newsletter". */
  id?: string;
  /** Its heading's level where it stands: 3 in the footer, 2 in a page's own words. */
  level?: 2 | 3;
  className?: string;
};

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
  id = "newsletter",
  level = 3,
  className = "mt-8",
}: NewsletterSignupProps) {
  const languageOf = useLanguageOf();
  const fieldId = `${id}-email`;
  const headingId = `${id}-heading`;
  const Heading = level === 2 ? "h2" : "h3";
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
    <div className={className} role="group" aria-labelledby={headingId}>
      <Heading id={headingId} className="text-body font-bold">
        <FitWords>{heading}</FitWords>
      </Heading>
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
