import { Link } from "react-router";
import type { StoryContent } from "#app/schema/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Card } from "#app/components/ui/card.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

/** A story as a list shows it: its title leads to its page. */
export type ListedStory = Pick<StoryContent, "title" | "person" | "role" | "place" | "summary"> & {
  roleInLine: string;
  href: string;
  /** Its date, as the page's language writes it, and as machines read it. */
  date: { text: string; iso: string };
};

/** Stories as cards, each headed at `level` under the section that holds them. */
export function StoryList({ stories, level = 3 }: { stories: readonly ListedStory[]; level?: 2 | 3 }) {
  const languageOf = useLanguageOf();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-3">
      {stories.map((story) => (
        <Card as="li" key={story.href} className="flex flex-col">
          <Heading className="text-title font-bold">
            <Link
              to={story.href}
              lang={languageOf(story.title)}
              className="text-primary underline-offset-4 hover:underline"
            >
              <FitWords>{story.title}</FitWords>
            </Link>
          </Heading>
          <StoryByline story={story} className="mt-2 text-small text-muted-foreground" />
          <p className="mt-1 text-small text-muted-foreground">
            <time dateTime={story.date.iso}>{story.date.text}</time>
          </p>
          <p lang={languageOf(story.summary)} className="mt-3">
            {story.summary}
          </p>
        </Card>
      ))}
    </ul>
  );
}

/** Who she is: her name, what she does now and where, each in its language. */
export function StoryByline({
  story,
  className,
}: {
  story: Pick<StoryContent, "person" | "role" | "place"> & { roleInLine: string };
  className?: string;
}) {
  const languageOf = useLanguageOf();
  // On the line after her name, as the page's language goes on: « designer web indépendante ».
  const role = languageOf(story.role) ? story.role : story.roleInLine;
  return (
    <p className={cn("hyphens-manual", className)}>
      <span className="font-semibold text-foreground">{story.person}</span>
      {", "}
      <span lang={languageOf(story.role)}>{role}</span>
      {", "}
      <span lang={languageOf(story.place)}>{story.place}</span>
    </p>
  );
}
