// An event: an info session, a graduation, a workshop. Upcoming or past by the build's day;
// each has a calendar file (.ics) with its time in its time zone.
import * as z from "zod";
import { chosen } from "./chosen-fields.ts";
import { button } from "./buttons.ts";
import { destination, paragraph, patterned, text } from "./fields.ts";
import { isRealDate } from "./dates.ts";
import { instantOf, isTimeZone, wallClockExists } from "./time-zones.ts";
import { readDestination } from "./links.ts";
import { pageTitleText } from "./search-fields.ts";

const time = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Its start and end as clocks show them where it happens: "2026-12-10T17:00", "2026-12-10T19:00". */
function wallClocks({ starts, ends }: { starts: string; ends?: string | undefined }) {
  return { start: starts, end: ends ? `${starts.slice(0, 10)}T${ends}` : undefined };
}

/**
 * When it starts and ends, as instants, worked out once as the content is read: an event without
 * an end lasts an hour in calendars and in the list of events to come.
 */
export function eventTimes(event: { starts: string; ends?: string | undefined; timeZone: string }): {
  start: Date;
  end: Date;
} {
  const clocks = wallClocks(event);
  const start = instantOf(clocks.start, event.timeZone);
  const end = clocks.end ? instantOf(clocks.end, event.timeZone) : new Date(start.getTime() + 60 * 60_000);
  return { start, end };
}

export const eventSchema = z
  .object({
    title: pageTitleText("Title", 'Its page\'s heading, e.g. "Info session: Digital Bridge Gambia".'),
    type: text("Kind of event", 'e.g. "Info session", "Graduation" or "Workshop".'),
    starts: patterned(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, {
      label: "Starts",
      hint: "The day and the time it starts, as clocks show it where it happens (the time zone below).",
      format: "Write the day and the time as 2026-12-10T17:00: year-month-day, T, then hours:minutes.",
      translatable: false,
      kind: "datetime",
    }),
    ends: patterned(time, {
      label: "Ends",
      hint: "The time it ends that day. Empty: not said.",
      format: "Write the time as hours:minutes, such as 19:00.",
      translatable: false,
      kind: "time",
    }).optional(),
    timeZone: z.string().trim().refine(isTimeZone).meta({
      label: "Time zone",
      hint: 'Where the time is read, e.g. "Africa/Banjul" for The Gambia, "Africa/Dakar" for Senegal, "Africa/Lagos" for Nigeria.',
      format: 'Write a time zone as Region/City, such as "Africa/Banjul".',
      translatable: false,
      kind: "timeZone",
    }),
    place: text(
      "Place",
      'Where it happens, e.g. "Banjul Innovation Hub, Kairaba Avenue". Empty for an online event.',
    ).optional(),
    online: destination(
      "Online link",
      "For an event online: the address of the meeting (https://…). Empty for one in person.",
    ).optional(),
    program: chosen("programs", "Program", "The program it is about, if any.").optional(),
    audience: text("Who it is for", 'e.g. "Women who want to apply to the next cohort".'),
    description: paragraph("Description", "What happens there, in two or three sentences."),
    register: button(
      "Register button",
      "Where she signs up: one of the site's forms, or a link. Empty: no button.",
    ).optional(),
  })
  .strict()
  .superRefine((event, context) => {
    const day = event.starts.slice(0, 10);
    if (/^\d{4}-\d{2}-\d{2}T/.test(event.starts) && !isRealDate(day)) {
      context.addIssue({
        code: "custom",
        rule: "realDay",
        path: ["starts"],
        message: `"${day}" is not a day of the calendar. Write the day as year-month-day, such as 2026-12-10T17:00.`,
      });
    }
    const zoned = isTimeZone(event.timeZone) && isRealDate(day);
    const clocks = wallClocks(event);
    for (const [field, clock, wallClock] of [
      ["starts", event.starts.slice(11), clocks.start],
      ["ends", event.ends, clocks.end],
    ] as const) {
      if (!zoned || !clock || !wallClock || !time.test(clock) || wallClockExists(wallClock, event.timeZone))
        continue;
      context.addIssue({
        code: "custom",
        rule: "wallClock",
        path: [field],
        message: `is ${clock} on ${day}, a time clocks in ${event.timeZone} skip that night, when summer time starts. Write the time as clocks there show it.`,
      });
    }
    if (event.ends && time.test(event.ends) && event.ends <= event.starts.slice(11)) {
      context.addIssue({
        code: "custom",
        rule: "endsAfterStart",
        path: ["ends"],
        message: `is ${event.ends}, not after the start (${event.starts.slice(11)}). Write the time it ends that day.`,
      });
    }
    if (!event.place && !event.online) {
      context.addIssue({
        code: "custom",
        rule: "eventPlace",
        path: ["place"],
        message: "is missing: write where it happens, or its online link.",
      });
    }
    if (event.online) {
      const read = readDestination(event.online);
      if (!("problem" in read) && read.kind !== "web") {
        context.addIssue({
          code: "custom",
          rule: "link",
          path: ["online"],
          message: `"${event.online}" is not a meeting's web address. Write the address starting with https://.`,
        });
      }
    }
  });
