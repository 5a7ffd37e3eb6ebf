import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { CallToAction, Statistic } from "~/content/types";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat-list";
import { CallToActions } from "./call-to-actions";
import { DurationAndLevel } from "./duration-and-level";

interface ProgramHeroProps {
  backLink: { label: string; href: string };
  badge: string;
  title: string;
  duration: string;
  level: string;
  summary: string;
  actions: readonly CallToAction[];
  statisticsHeading: string;
  statistics: readonly Statistic[];
  /** The facts a prospective student looks for first: dates and languages. */
  keyFacts: { heading: string; facts: ReadonlyArray<{ label: string; value: string }> };
}

export function ProgramHero(props: ProgramHeroProps) {
  const {
    backLink,
    badge,
    title,
    duration,
    level,
    summary,
    actions,
    statisticsHeading,
    statistics,
    keyFacts,
  } = props;
  return (
    <section
      aria-labelledby="program-title"
      className="bg-muted pt-8 pb-16 sm:pb-20 print:bg-transparent print:py-0"
    >
      <Container>
        <Link
          to={backLink.href}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
          {backLink.label}
        </Link>
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-[1.6fr_1fr] print:mt-0 print:block">
          <div className="max-w-3xl">
            <Badge>{badge}</Badge>
            <h1 id="program-title" className="mt-4 text-display font-extrabold tracking-tight text-balance">
              {title}
            </h1>
            <DurationAndLevel duration={duration} level={level} className="mt-4" />
            <p className="mt-6 text-lead text-muted-foreground">{summary}</p>
            <CallToActions actions={actions} className="mt-8" />
          </div>
          <KeyFacts {...keyFacts} />
        </div>
        <h2 className="sr-only">{statisticsHeading}</h2>
        <StatList statistics={statistics} className="mt-12 print:mt-4" />
      </Container>
    </section>
  );
}

function KeyFacts({ heading, facts }: ProgramHeroProps["keyFacts"]) {
  return (
    <Card className="print:hidden">
      <h2 className="text-title font-bold">{heading}</h2>
      <dl className="mt-4 space-y-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-small text-muted-foreground">{fact.label}</dt>
            <dd className="font-semibold">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
