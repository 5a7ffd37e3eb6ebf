import { cn } from "#app/lib/cn.ts";
import type { MenuEntry } from "#app/lib/site-menu.ts";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { NamedNav } from "#app/components/ui/named-nav.tsx";

interface SiteMenuProps {
  label: string;
  entries: ReadonlyArray<MenuEntry & { current?: "page" | "true" | undefined }>;
}

/**
 * The staff's menu: plain links, every one shown, wrapping onto the next line where the screen
 * is narrow, as words do, with no control that needs a script to open; on a phone the call to
 * action after it takes the room left on its last line. The page's own entry, or the one the
 * page sits under, is marked for screen readers and underlined thick for the eye.
 */
export function SiteMenu({ label, entries }: SiteMenuProps) {
  const languageOf = useLanguageOf();
  if (entries.length === 0) return null;
  return (
    <NamedNav label={label} lang={languageOf(label)} className="inline">
      {/* Names of pages, never hyphenated. */}
      <ul className="inline hyphens-manual">
        {entries.map((entry) => (
          <li key={`${entry.href} ${entry.label}`} className="mr-5 inline-block">
            <a
              href={entry.href}
              lang={languageOf(entry.label)}
              aria-current={entry.current}
              className={cn(
                "inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline",
                entry.current && "text-primary underline decoration-[0.1875rem]",
              )}
            >
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </NamedNav>
  );
}
