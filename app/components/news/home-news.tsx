import { Link } from "react-router";
import type { HomeContent, SiteContent } from "#app/schema/types.ts";
import type { ListedEvent } from "#app/lib/event-listing.ts";
import { Section } from "#app/components/ui/section.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { BriefEvents } from "./event-list.tsx";
import { StoryList, type ListedStory } from "./story-list.tsx";

/** The link under a short list to the whole of it: "All stories". */
export function AllLink({ href, label }: { href: string; label: string }) {
  const languageOf = useLanguageOf();
  return (
    <p className="mt-8">
      <Link
        to={href}
        lang={languageOf(label)}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        {label}
      </Link>
    </p>
  );
}

/** The stories the home page's staff chose, and the way to all of them. */
export function HomeStories({
  section,
  stories,
  allHref,
}: {
  section: NonNullable<HomeContent["stories"]>;
  stories: readonly ListedStory[];
  allHref: string;
}) {
  return (
    <Section id="latest-stories" heading={section.heading}>
      <StoryList stories={stories} />
      <AllLink href={allHref} label={section.allLabel} />
    </Section>
  );
}

/** The next events, as many as the staff chose, or the words for when none is planned. */
export function HomeEvents({
  section,
  events,
  words,
  allHref,
}: {
  section: NonNullable<HomeContent["events"]>;
  events: readonly ListedEvent[];
  words: NonNullable<SiteContent["events"]>;
  allHref: string;
}) {
  const languageOf = useLanguageOf();
  return (
    <Section id="next-events" heading={section.heading} tone="muted">
      {events.length > 0 ? (
        <div className="max-w-2xl">
          <BriefEvents events={events} onlineLabel={words.onlineLabel} full />
        </div>
      ) : (
        <p lang={languageOf(words.noneUpcoming)} className="max-w-2xl text-lead">
          {words.noneUpcoming}
        </p>
      )}
      <AllLink href={allHref} label={section.allLabel} />
    </Section>
  );
}
