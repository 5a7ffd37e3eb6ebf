import { Link } from "react-router";
import type { ShownTrail } from "#app/lib/page-head.ts";
import { cn } from "#app/lib/cn.ts";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { NamedNav } from "#app/components/ui/named-nav.tsx";

/**
 * Where a page sits, above its title: the pages above it, the home page first, each a link.
 * One page alone, or the one the page has words of its own for, is the way back up, drawn as
 * a link back.
 */
export function Breadcrumbs({ trail, className }: { trail: ShownTrail; className?: string }) {
  const languageOf = useLanguageOf();
  const back = trail.back || trail.crumbs.length === 1;
  const shown = back ? trail.crumbs.slice(-1) : trail.crumbs;
  return (
    <NamedNav label={trail.label} lang={languageOf(trail.label)} className={cn("print:hidden", className)}>
      {/* A trail of several, small and close, keeps a narrow screen's first lines for the title. */}
      <ol className={cn("flex flex-wrap items-center", back ? "gap-x-2" : "gap-x-1 text-small")}>
        {shown.map((crumb, index) => (
          <li key={crumb.href} className="flex items-center gap-x-1">
            {index > 0 && <Glyph name="chevron-right" className="size-4 shrink-0 text-muted-foreground" />}
            <Link
              to={crumb.href}
              className={cn(
                "inline-flex items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline",
                back ? "min-h-11" : "min-h-8",
              )}
            >
              {back && <Glyph name="arrow-left" className="size-5 shrink-0" />}
              <span lang={languageOf(crumb.label)}>{crumb.label}</span>
            </Link>
          </li>
        ))}
      </ol>
    </NamedNav>
  );
}
