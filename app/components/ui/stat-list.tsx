import { cn } from "~/lib/cn";

interface StatListProps {
  statistics: ReadonlyArray<{ value: string; label: string }>;
  /** "onPrimary" for figures placed on the brand colour. */
  tone?: "plain" | "onPrimary";
  /** "four" puts the figures in one row from small screens up; "two" keeps them in pairs. */
  columns?: "four" | "two";
  className?: string;
}

// Complete class names, so Tailwind sees them; a className cannot override these reliably.
const columnClasses = {
  four: "grid-cols-2 sm:grid-cols-4",
  two: "grid-cols-2",
} as const;

/** Figures with their labels, as a description list: the label is the term, the figure its value. */
export function StatList({ statistics, tone = "plain", columns = "four", className }: StatListProps) {
  return (
    <dl className={cn("grid gap-4 print:grid-cols-4", columnClasses[columns], className)}>
      {statistics.map((statistic) => (
        <div
          key={statistic.label}
          className={cn(
            "flex flex-col-reverse gap-1 rounded-card p-4",
            tone === "plain" ? "border border-border bg-card" : "bg-primary-foreground/10",
          )}
        >
          <dt
            className={cn(
              "text-small",
              tone === "plain" ? "text-muted-foreground" : "text-primary-foreground",
            )}
          >
            {statistic.label}
          </dt>
          <dd
            className={cn(
              "text-figure font-bold",
              tone === "plain" ? "text-primary" : "text-primary-foreground",
            )}
          >
            {statistic.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
