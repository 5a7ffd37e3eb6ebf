import { cn } from "#app/lib/cn.ts";
import type { MenuEntry } from "#app/lib/site-menu.ts";
import type { PageFacts } from "#app/schema/types.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { linkMarkers } from "#app/components/shared/link-markers.ts";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { NamedNav } from "#app/components/ui/named-nav.tsx";

interface SiteMenuProps {
  label: string;
  entries: ReadonlyArray<MenuEntry & { current?: "page" | "true" | undefined }>;
  /** What screen readers hear after an entry that leaves the site, writes an email or calls. */
  words: PageFacts["words"];
}

/**
 * The staff's menu: plain links, every one shown, wrapping onto the next line where the screen
 * is narrow, as words do, with no control that needs a script to open; on a phone the call to
 * action after it takes the room left on its last line. The page's own entry, or the one the
 * page sits under, is marked for screen readers and underlined thick for the eye.
 */
export function SiteMenu({ label, entries, words }: SiteMenuProps) {
  const languageOf = useLanguageOf();
  if (entries.length === 0) return null;
  return (
    <NamedNav label={label} lang={languageOf(label)} className="inline">
      {/* Names of pages, never hyphenated. */}
      <ul className="inline hyphens-manual">
        {entries.map((entry) => {
          const marker = linkMarkers[entry.kind];
          const markerWords = marker?.words && words[marker.words];
          return (
            <li key={`${entry.href} ${entry.label}`} className="mr-5 inline-block">
              <a
                href={entry.href}
                aria-current={entry.current}
                {...(entry.kind === "file" ? { download: "" } : {})}
                className={cn(
                  "inline-flex min-h-11 items-center gap-1 font-semibold underline-offset-4 hover:underline",
                  entry.current && "text-primary underline decoration-[0.1875rem]",
                )}
              >
                <span lang={languageOf(entry.label)}>{entry.label}</span>
                {marker && <Glyph name={marker.glyph} className="size-[1.1em] shrink-0" />}
                {markerWords && (
                  <>
                    {" "}
                    <span lang={languageOf(markerWords)} className="sr-only">
                      {markerWords}
                    </span>
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </NamedNav>
  );
}
