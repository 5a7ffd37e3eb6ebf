import { ArrowLeft, Clock, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import type { CallToAction, Statistic } from "~/content/types";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat-list";
import { CallToActions } from "./call-to-actions";

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
}

export function ProgramHero(props: ProgramHeroProps) {
  const { backLink, badge, title, duration, level, summary, actions, statisticsHeading, statistics } = props;
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
        <div className="mt-8 max-w-3xl print:mt-0">
          <Badge>{badge}</Badge>
          <h1 id="program-title" className="mt-4 text-display font-extrabold tracking-tight text-balance">
            {title}
          </h1>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
            <li className="inline-flex items-center gap-2">
              <Clock aria-hidden="true" className="size-5" />
              {duration}
            </li>
            <li className="inline-flex items-center gap-2">
              <GraduationCap aria-hidden="true" className="size-5" />
              {level}
            </li>
          </ul>
          <p className="mt-6 text-lead text-muted-foreground">{summary}</p>
          <CallToActions actions={actions} className="mt-8" />
        </div>
        <h2 className="sr-only">{statisticsHeading}</h2>
        <StatList statistics={statistics} className="mt-12 print:mt-4 print:grid-cols-4" />
      </Container>
    </section>
  );
}
