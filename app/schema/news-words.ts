// The words of the stories', events' and reports' pages, kept in Site settings: needed once the
// content has one of them (app/content/rules.ts), so a site without any asks for none.
import * as z from "zod";
import { paragraph, patterned, text } from "./fields.ts";
import { pageTitleText, searchDescription } from "./search-fields.ts";

export const storiesWords = z
  .object({
    title: pageTitleText("Page title", 'The page of all stories, at /stories/, e.g. "Stories".'),
    intro: paragraph("Introduction", "A sentence or two at the top of the page of all stories."),
    metaDescription: searchDescription(),
    programHeading: text(
      "Heading on a program's page",
      'Above the stories of the program, e.g. "Stories from this program".',
    ),
    programLabel: text("Program label", 'Before the program\'s name on a story, e.g. "Program".'),
    backLabel: text(
      "Link to all stories",
      'Under a program\'s latest stories, to all of them, e.g. "All stories".',
    ),
    feedLabel: text(
      "Feed link",
      'A link to the stories\' feed, for feed readers, e.g. "Follow new stories in a feed reader".',
    ),
  })
  .strict()
  .optional()
  .meta({
    label: "Stories",
    hint: "Words of the stories' pages. Needed once there is a story.",
    wordsOf: "stories",
  });

export const eventsWords = z
  .object({
    title: pageTitleText("Page title", 'The page of events, at /events/, e.g. "Events".'),
    intro: paragraph("Introduction", "A sentence or two at the top of the page of events."),
    metaDescription: searchDescription(),
    upcomingHeading: text("Upcoming heading", 'e.g. "Coming up".'),
    noneUpcoming: paragraph(
      "When none is coming up",
      'Shown when no event is planned, e.g. "No event is planned yet: subscribe to the newsletter to hear of the next one."',
    ),
    pastHeading: text("Past heading", 'e.g. "Past events".'),
    whenLabel: text("When label", 'e.g. "When".'),
    whereLabel: text("Where label", 'e.g. "Where".'),
    onlineLabel: text("Online", 'Said of an event online, e.g. "Online".'),
    audienceLabel: text("Who it is for label", 'e.g. "For".'),
    programLabel: text("Program label", 'Before the program an event is about, e.g. "Program".'),
    calendarLabel: text(
      "Calendar link",
      'The link to add an event to her calendar, e.g. "Add to my calendar".',
    ),
    joinLabel: text("Join button", 'The button to an event online, e.g. "Join online".'),
    googleCalendarLabel: text(
      "Google Calendar link",
      'The link that adds an event to Google Calendar, which phones with Android use, e.g. "Add to Google Calendar".',
    ),
    zoneTime: patterned(/\{place\}/, {
      label: "Time of a place",
      hint: 'How an online event\'s own clock is named, by the city it is set to, so that readers elsewhere know it is not theirs: {place} is the city, e.g. "{place} time" ("Lagos time"), « heure de {place} ».',
      format: 'Write {place} where the city goes, such as "{place} time".',
    }),
    timeInPlaces: patterned(/\{time\}[^]*\{places\}|\{places\}[^]*\{time\}/, {
      label: "Time in places",
      hint: 'An online event\'s time in each time zone of the site\'s countries: {time} is when it starts and ends there, {places} the countries that read it and their time zone ("Senegal and Ghana (GMT)"), e.g. "{time} in {places}" ("{places} : {time}" in French, with no preposition to choose).',
      format: 'Write {time} and {places} where they go, such as "{time} in {places}".',
    }),
    pastNotice: text(
      "Past event",
      'Said on the page of an event that has taken place, e.g. "This event has taken place."',
    ),
    archiveLabel: text(
      "Past events by year",
      'Before the links to each year\'s past events, e.g. "Every past event, by year".',
    ),
    archiveTitle: patterned(/\{year\}/, {
      label: "A year's past events",
      hint: 'The heading of the page of a year\'s past events; {year} is the year, e.g. "Events of {year}".',
      format: 'Write {year} where the year goes, such as "Events of {year}".',
    }),
  })
  .strict()
  .optional()
  .meta({
    label: "Events",
    hint: "Words of the events' page. Needed once there is an event.",
    wordsOf: "events",
  });

export const reportsWords = z
  .object({
    figuresHeading: text("Figures heading", 'Above the headline figures, e.g. "The year in figures".'),
    chartsHeading: text("Charts heading", 'Above the charts, e.g. "Over the years".'),
    storiesHeading: text("Stories heading", 'Above the year\'s stories, e.g. "Their stories".'),
    tableLabel: text("Table label", 'Above each chart\'s table of figures, e.g. "The figures".'),
    otherYearsLabel: text(
      "Other years",
      'Before the links to the other years\' reports, e.g. "Other years".',
    ),
  })
  .strict()
  .optional()
  .meta({
    label: "Impact reports",
    hint: "Words of the reports' pages. Needed once there is a report.",
    wordsOf: "reports",
  });

/** The links between the pages of a list grown too long for one (stories, programs). */
export const pagingWords = z
  .object({
    label: text("Name of the links", 'Read by screen readers before the links between pages, e.g. "Pages".'),
    previous: text("Previous page", 'e.g. "Previous page".'),
    next: text("Next page", 'e.g. "Next page".'),
    status: patterned(/\{number\}[^]*\{count\}|\{count\}[^]*\{number\}/, {
      label: "Which page",
      hint: 'Between the links, and after the title of every page but the first: {number} is the page\'s number, {count} how many there are, e.g. "Page {number} of {count}".',
      format: 'Write {number} and {count} where they go, such as "Page {number} of {count}".',
    }),
  })
  .strict()
  .meta({
    label: "Lists of several pages",
    hint: "A list grown too long for one page (stories, programs) goes on over several pages, with these links between them.",
  });
