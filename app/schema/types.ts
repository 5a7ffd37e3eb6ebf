import type * as z from "zod";
import type { iconCard, iconNames, questionAndAnswer } from "./content-blocks.ts";
import type { button } from "./buttons.ts";
import type { programStyles } from "./program.ts";
import type { Content } from "./registry.ts";

// Every kind's type is the registry's, as the content check reads the files (app/schema/
// registry.ts): none is written again here, only named for the pieces that take it.
export type SiteContent = Content["site"];
export type HomeContent = Content["home"];
export type AllProgramsContent = Content["allPrograms"];
export type NotFoundContent = Content["notFound"];
/** A program, with its file name (its address). */
export type Program = Content["programs"][number];
export type ProgramPageContent = NonNullable<Program["page"]>;
export type ProgramWithPage = Program & { page: ProgramPageContent };
export type ApplicationContent = NonNullable<ProgramPageContent["application"]>;
/** A form of its own, a story, an event, a year's report: each with its file name. */
export type FormContent = Content["forms"][number];
export type StoryContent = Content["stories"][number];
export type EventContent = Content["events"][number];
export type ReportContent = Content["reports"][number];
/** A page the staff write, with its file name. */
export type PageContent = Content["pages"][number];
export type IconName = (typeof iconNames)[number];
export type ProgramStyle = (typeof programStyles)[number];
export type IconCard = z.infer<typeof iconCard>;
export type QuestionAndAnswer = z.infer<typeof questionAndAnswer>;
export type ButtonContent = z.output<ReturnType<typeof button>>;

/** One of the site's languages, as its pages need to know it. */
export interface PageLanguage {
  code: string;
  /** Its name as its speakers write it, for the language switch. */
  name: string;
  /** Where its pages are: "" for the site's own language, "/fr" for French. */
  prefix: string;
  /** For link previews, e.g. "fr_FR". */
  locale: string;
}

/** What sections need besides their own content: how the page's language writes things, and where things are. */
export interface PageFacts {
  /** Words read by screen readers after a link that leaves the page's site or opens an app. */
  words: SiteContent["linkWords"];
  /** The size in bytes of each uploaded file, by its address, e.g. "/files/brochure.pdf". */
  downloads: Readonly<Record<string, number>>;
  /** The length in seconds of each uploaded recording, by its address. */
  durations: Readonly<Record<string, number>>;
  /** The width and height of each uploaded photo, by its address. */
  photos: Readonly<Record<string, { width: number; height: number }>>;
  formats: SiteContent["formats"];
  /** How a length in weeks is written. */
  weeks: SiteContent["weeks"];
  /** The page's language, whose pages are under its prefix: "" or "/fr". */
  language: Pick<PageLanguage, "prefix">;
  /**
   * The site's own language and how it writes things: a sentence the page's language lacks a
   * word of is written in it, whole.
   */
  own: Pick<PageFacts, "words" | "formats" | "weeks"> & { code: string };
}

/** Which words of a language's pages are the site's own language's, and what its words translate. */
export interface LanguageWords {
  /** Shown as the site's own language writes them, not translated yet. */
  untranslated: string[];
  /**
   * The site's own language's names (a program's, the organisation's), in its words: in that
   * language wherever they show, whether the translation keeps them or names the thing its way.
   */
  kept: string[];
  /** Each of the language's words, and the site's own words it translates. */
  translating: Record<string, string>;
}
