import type { CallToAction, Statistic } from "~/content/types";
import { Container } from "~/components/ui/container";
import { StatList } from "~/components/ui/stat-list";
import { CallToActions } from "./call-to-actions";

interface HeroProps {
  eyebrow: string;
  heading: string;
  text: string;
  actions: readonly CallToAction[];
  statistics: readonly Statistic[];
  image: { src: string; alt: string; width: number; height: number };
}

export function Hero({ eyebrow, heading, text, actions, statistics, image }: HeroProps) {
  return (
    <section aria-labelledby="hero-heading" className="bg-background pt-12 pb-16 sm:pt-16 sm:pb-20">
      <Container>
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="text-small font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
            <h1 id="hero-heading" className="mt-4 text-display font-extrabold tracking-tight text-balance">
              {heading}
            </h1>
            <p className="mt-6 max-w-xl text-lead text-muted-foreground">{text}</p>
            <CallToActions actions={actions} className="mt-8" />
          </div>
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            className="h-auto w-full rounded-card"
          />
        </div>
        <StatList statistics={statistics} className="mt-12" />
      </Container>
    </section>
  );
}
