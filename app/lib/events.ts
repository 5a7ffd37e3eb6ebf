import type { EventContent, PageLanguage, Program } from "#app/schema/types.ts";
import { eventDay, eventWhen, isoWithOffset } from "./event-times.ts";
import { pathIn } from "./languages.ts";
import { calendarFilePath, hasPage, programPath } from "./site-map.ts";

/** An event as a list shows it: when, in the page's language; where; its calendar file. */
export type ListedEvent = Pick<
  EventContent,
  "slug" | "title" | "type" | "place" | "online" | "audience" | "description" | "register"
> & {
  when: string;
  /** Its start as machines read it: "2026-12-10T17:00:00+00:00". */
  start: string;
  calendarFile: string;
  program?: { title: string; href?: string | undefined } | undefined;
};

/** An event as the pages list it, in the page's language. */
export function listedEvent(
  event: EventContent,
  {
    language,
    locale,
    programs,
  }: { language: Pick<PageLanguage, "prefix">; locale: string; programs: readonly Program[] },
): ListedEvent & { day: string; end?: string } {
  const program = programs.find((candidate) => candidate.slug === event.program);
  const { slug, title, type, place, online, audience, description, register } = event;
  return {
    slug,
    title,
    type,
    place,
    online,
    audience,
    description,
    register,
    when: eventWhen(event, locale),
    day: eventDay(event, locale),
    start: isoWithOffset(event.starts, event.timeZone),
    ...(event.ends
      ? { end: isoWithOffset(`${event.starts.slice(0, 10)}T${event.ends}`, event.timeZone) }
      : {}),
    calendarFile: calendarFilePath(slug),
    program: program && {
      title: program.title,
      href: hasPage(program) ? pathIn(language, programPath(program.slug)) : undefined,
    },
  };
}
