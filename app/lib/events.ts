import type { EventContent, PageLanguage, Program } from "#app/schema/types.ts";
import { eventDay, eventWhen, isoWithOffset } from "./event-times.ts";
import { namedProgram } from "./program-paths.ts";
import { eventAnchor } from "./site-map.ts";
import { filePath } from "./beside-pages.ts";

/** An event as a list shows it: when, in the page's language; where; its calendar file. */
export type ListedEvent = Pick<
  EventContent,
  "slug" | "title" | "type" | "place" | "online" | "audience" | "description" | "register"
> & {
  when: string;
  /** Its start as machines read it: "2026-12-10T17:00:00+00:00". */
  start: string;
  calendarFile: string;
  /** Its place on the page of events: "event-<name>". */
  anchor: string;
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
    start: isoWithOffset(event.start, event.timeZone),
    ...(event.ends ? { end: isoWithOffset(event.end, event.timeZone) } : {}),
    calendarFile: filePath("calendar", language, `${slug}.ics`),
    anchor: eventAnchor(slug),
    program: namedProgram(programs, event.program, language),
  };
}
