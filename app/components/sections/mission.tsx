import type { Statistic, Value } from "~/content/types";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { Section } from "~/components/ui/section";
import { StatList } from "~/components/ui/stat-list";

interface MissionProps {
  heading: string;
  intro: string;
  values: readonly Value[];
  story: { heading: string; paragraphs: readonly string[] };
  statistics: readonly Statistic[];
}

export function Mission({ heading, intro, values, story, statistics }: MissionProps) {
  return (
    <Section id="mission" heading={heading} intro={intro} tone="muted">
      <ul className="grid gap-6 md:grid-cols-3">
        {values.map((value) => (
          <Card as="li" key={value.title}>
            <Icon name={value.icon} />
            <h3 className="mt-4 text-title font-bold">{value.title}</h3>
            <p className="mt-2 text-muted-foreground">{value.description}</p>
          </Card>
        ))}
      </ul>
      <div className="mt-12 grid items-start gap-8 rounded-card bg-primary p-6 text-primary-foreground sm:p-10 lg:grid-cols-2">
        <div>
          <h3 className="text-heading font-bold">{story.heading}</h3>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lead">
              {paragraph}
            </p>
          ))}
        </div>
        <StatList statistics={statistics} tone="onPrimary" columns="two" />
      </div>
    </Section>
  );
}
