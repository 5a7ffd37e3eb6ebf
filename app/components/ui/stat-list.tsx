import { cn } from "~/lib/cn";

interface StatListProps {
  statistics: ReadonlyArray<{ value: string; label: string }>;
  /** "onPrimary" for figures placed on the brand colour. */
  tone?: "plain" | "onPrimary";
  className?: string;
}

/** Figures with their labels, as a description list: the label is the term, the figure its value. */
export function StatList({ statistics, tone = "plain", className }: StatListProps) {
  return (
    <dl className={cn("grid grid-cols-2 gap-4 sm:grid-cols-4", className)}>
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
