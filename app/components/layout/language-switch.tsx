import type { PageLanguage } from "#app/schema/types.ts";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

interface LanguageSwitchProps {
  label: string;
  links: ReadonlyArray<PageLanguage & { href: string }>;
}

/**
 * Plain links to this page in the other languages, each named in its own language and
 * marked so, for a screen reader to say it in that language's voice.
 */
export function LanguageSwitch({ label, links }: LanguageSwitchProps) {
  // Each link says its own language, so the list may say its label's.
  const lang = useLanguageOf()(label);
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} lang={lang} className="ml-auto print:hidden">
      <ul className="flex flex-wrap justify-end gap-x-4">
        {links.map((link) => (
          <li key={link.code}>
            <a
              href={link.href}
              lang={link.code}
              hrefLang={link.code}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
