import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { figureNeedsWholeLine, needsWholeLine } from "#app/lib/fit-class.ts";
import { figureOf } from "#app/lib/language-conventions.ts";
import { useLanguageOf } from "./languages-of-words.tsx";

interface StatListProps extends Omit<ComponentProps<"dl">, "children"> {
  statistics: ReadonlyArray<{ value: string; label: string; currency?: string | undefined }>;
  /** The page's locale, in which an amount's sign is written ("fr-FR": « 85 000 $ US »). */
  locale: string;
  tone?: keyof typeof tones;
  columns?: keyof typeof columnClasses;
}

// Complete class names, so Tailwind sees them; a className cannot override these reliably.
// One figure a row where the page is narrow for its text: a small screen or large text.
const columnClasses = {
  four: "grid-cols-2 sm:grid-cols-4 @max-[19rem]:grid-cols-1",
  two: "grid-cols-2 @max-[22rem]:grid-cols-1",
} as const;
// Where a label holds a long word (« recommandent ») or a figure words a no-break space joins
// (« Plus de 500 »), one figure a row on a phone: half its width would cut the word.
const roomyColumnClasses = {
  four: "grid-cols-2 sm:grid-cols-4 @max-[25rem]:grid-cols-1",
  two: "grid-cols-2 @max-[25rem]:grid-cols-1",
} as const;

const tones = {
  plain: { item: "border border-border bg-card", label: "text-muted-foreground", figure: "text-primary" },
  onPrimary: {
    item: "bg-primary-foreground/10 forced-colors:border",
    label: "text-primary-foreground",
    figure: "text-primary-foreground",
  },
} as const;

export function StatList({
  statistics,
  locale,
  tone = "plain",
  columns = "four",
  className,
  ...props
}: StatListProps) {
  const classes = tones[tone];
  const languageOf = useLanguageOf();
  const columnsOf = statistics.some(
    (statistic) => needsWholeLine(statistic.label) || figureNeedsWholeLine(figureOf(statistic, locale)),
  )
    ? roomyColumnClasses
    : columnClasses;
  return (
    <dl className={cn("grid gap-4 print:grid-cols-4", columnsOf[columns], className)} {...props}>
      {statistics.map((statistic) => (
        // An amount is written as the page's language writes money: its sign is no word of a language.
        <div
          key={statistic.label}
          className={cn(
            "flex flex-col-reverse gap-1 rounded-card p-4 print:break-inside-avoid",
            classes.item,
          )}
        >
          <dt lang={languageOf(statistic.label)} className={cn("text-small hyphens-manual", classes.label)}>
            {statistic.label}
          </dt>
          <dd lang={languageOf(statistic.value)} className={cn("text-figure font-bold", classes.figure)}>
            {figureOf(statistic, locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
