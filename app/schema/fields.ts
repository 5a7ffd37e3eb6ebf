import * as z from "zod";
import { audioProblem, filesFolder, readDestination } from "./links.ts";
import { widestWord, widestWordEms } from "./word-widths.ts";

declare module "zod" {
  interface GlobalMeta {
    label?: string;
    hint?: string;
    /** For lists: what one item is called, e.g. "Testimonial". */
    itemLabel?: string;
    multiline?: boolean;
    mayBeEmpty?: boolean;
    choiceLabels?: Record<string, string>;
    /** What a valid value looks like, said to whoever wrote something else. */
    format?: string;
    kind?:
      | "date"
      | "month"
      | "datetime"
      | "time"
      | "timeZone"
      | "link"
      | "page"
      | "file"
      | "image"
      | "button"
      | "audio"
      | "place"
      | "relation"
      | "prose";
    /** For a relation: the kind of item it chooses among, by the registry's name ("programs"). */
    chooses?: string;
    /** Shown in search results and link previews, which cannot say a line's language: a title, a description. */
    preview?: boolean;
    /** False for text every language shares, such as an address; numbers, choices and dates always are. */
    translatable?: boolean;
    /**
     * A name a translation may keep as the site's own language writes it (a program called
     * "Digital Bridge Gambia" on the French page): kept, it is said in that language.
     */
    keptName?: boolean;
    /**
     * A country ("region") or a language named beside its code: where a translation does not
     * name it, the site names it as the translation's language does (Intl.DisplayNames).
     */
    namedBy?: "region" | "language";
    /**
     * For a group of Site settings: the kind whose pages its words are ("stories"), needed once
     * the content has one of them.
     */
    wordsOf?: string;
    /** The most characters a text may have, where the site counts them as a reader does. */
    maxCharacters?: number;
    /** For a file: its groups of fields start folded in the editor, a line each. */
    foldedGroups?: boolean;
  }
}

type FieldMeta = z.GlobalMeta;

/** A program's file name, which becomes its address: lowercase words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+([-_][a-z0-9]+)*$/;

export function text(label: string, hint?: string) {
  return z.string().trim().min(1).superRefine(wholeWords).meta({ label, hint });
}

/** A person's name, as she agreed to show it: the same in every language, never translated. */
export function personName(hint: string, label = "Name") {
  return z.string().trim().min(1).superRefine(wholeWords).meta({ label, hint, translatable: false });
}

/** A name: see `keptName`. */
export function name(label: string, hint?: string) {
  return z.string().trim().min(1).superRefine(wholeWords).meta({ label, hint, keptName: true });
}

/**
 * A line of text is drawn as a heading, a button or a label, whose words are never cut: each
 * word must fit a phone's line at the smallest size a heading is drawn.
 */
function wholeWords(line: string, context: z.RefinementCtx) {
  const { word, width } = widestWord(line);
  if (width <= widestWordEms) return;
  context.addIssue({
    code: "custom",
    rule: "wholeWords",
    message: `has the word "${word}", too long to fit the line of a heading or a button on a phone: it would be cut in two. Use a shorter word, or write a hyphen where it may break.`,
  });
}

export function paragraph(label: string, hint?: string) {
  return z.string().trim().min(1).meta({ label, hint, multiline: true });
}

export function wholeNumber(
  label: string,
  hint: string,
  { min = 1, max }: { min?: number; max?: number } = {},
) {
  const number = z.number().int().min(min);
  return (max === undefined ? number : number.max(max)).meta({ label, hint });
}

/** An ISO 639 code: two letters, or three for languages with none (Mandinka is "mnk"). */
export const languageCodePattern = /^[a-z]{2,3}$/;

/** A language as people read it (its name, in the page's language) and as machines do (its code). */
export function language(hint: string) {
  return z
    .object({
      name: text("Language", hint),
      code: patterned(languageCodePattern, {
        label: "Language code",
        hint: 'Its ISO 639 code, for screen readers and search engines: "en" for English, "wo" for Wolof, "mnk" for Mandinka.',
        format: 'Write the code in small letters, such as "wo" or "mnk".',
        translatable: false,
      }),
    })
    .strict()
    .meta({ namedBy: "language" });
}

export function list<Item extends z.ZodType>(
  item: Item,
  meta: FieldMeta,
  { min = 1, max, exactly }: { min?: number; max?: number; exactly?: number } = {},
) {
  let schema = z.array(item);
  if (exactly !== undefined) schema = schema.length(exactly);
  else {
    schema = schema.min(min);
    if (max !== undefined) schema = schema.max(max);
  }
  return schema.meta(meta);
}

export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
  hint: string,
  choiceLabels?: Record<Values[number], string>,
) {
  return z.enum(values).meta({ label, hint, choiceLabels });
}

/**
 * A day (zod's ISO date, which knows the length of every month and leap years) or a month
 * (no such format in zod: its pattern admits only the twelve months).
 */
export function calendar(kind: "date" | "month", label: string, hint: string) {
  const meta = { label, hint, kind };
  if (kind === "date")
    return z.iso.date().meta({ ...meta, format: "Write it as year-month-day, such as 2026-07-31." });
  return z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .meta({ ...meta, format: "Write it as year-month, such as 2026-09." });
}

export function patterned(pattern: RegExp, meta: FieldMeta & { format: string }) {
  return z.string().trim().regex(pattern).meta(meta);
}

export function destination(label: string, hint: string, { placeholder = false } = {}) {
  return z
    .string()
    .trim()
    .superRefine((link, context) => {
      if (link === "" || (placeholder && link === "#")) return;
      const read = readDestination(link);
      if ("problem" in read) context.addIssue({ code: "custom", rule: "link", message: read.problem });
    })
    .meta({ label, hint, kind: "link" });
}

export function linkTarget(label: string, hint: string) {
  return destination(label, hint, { placeholder: true });
}

/**
 * A locale that dates, numbers or lists are written in, such as "en-US": one the build's
 * formatting knows, so it never falls back to another in silence.
 */
export function intlLocale(label: string, hint: string) {
  return z
    .string()
    .trim()
    .refine((locale) => {
      try {
        return Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 1;
      } catch {
        return false;
      }
    })
    .meta({ label, hint, format: 'Write a locale that dates and numbers know, such as "en-US" or "fr-FR".' });
}

/** A recording staff upload, kept in content/files/ like a download. */
export function audioFile() {
  return z
    .string()
    .trim()
    .superRefine((file, context) => {
      const problem = audioProblem(file);
      if (problem) context.addIssue({ code: "custom", rule: "link", message: problem });
    })
    .meta({
      label: "Recording",
      hint: "The spoken summary: Opus (.ogg) or MP3 (.mp3), under 1 MB if it can be; visitors download it only when they press play.",
      kind: "audio",
      translatable: false,
    });
}

/**
 * Photos staff upload: the formats phones take them in, and WebP, which the editor makes of
 * them as it uploads (smaller, upright, without where they were taken). Visitors are sent only
 * the site's JPEG copies, which every browser of the support floor shows.
 */
export const photoTypes = ["jpg", "jpeg", "png", "webp"] as const;

/** A picture staff upload (a photo, a logo), kept in content/files/: the site publishes small copies. */
export function picture(label: string, hint: string) {
  return z
    .string()
    .trim()
    .superRefine((file, context) => {
      const extension = /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toLowerCase() ?? "";
      if (!file.startsWith(filesFolder) || !/^\/[^\s#?]*$/.test(file)) {
        context.addIssue({
          code: "custom",
          rule: "link",
          message: `"${file}" is not an uploaded file. Upload the picture here; it is kept in content${filesFolder}.`,
        });
      } else if (!(photoTypes as readonly string[]).includes(extension)) {
        context.addIssue({
          code: "custom",
          rule: "link",
          message: `"${file}" is not a photo the site can make copies of. Upload it as a JPEG (.jpg) or a PNG (.png).`,
        });
      }
    })
    .meta({ label, hint, kind: "image", translatable: false });
}

/** A photo staff upload, and its description. */
export function photo(hint: string) {
  return z
    .object({
      file: picture(
        "Photo",
        "A JPEG or PNG from the phone or camera: the editor makes it smaller as it uploads, and leaves out where it was taken; the site makes small copies of it for phones.",
      ),
      alt: paragraph(
        "Photo description",
        'What the photo shows, for people who cannot see it, e.g. "Awa at her desk, smiling, with a laptop".',
      ),
    })
    .strict()
    .meta({ label: "Photo", hint });
}

export function section<const Shape extends z.ZodRawShape>(label: string, shape: Shape, hint?: string) {
  return z
    .object({ heading: text("Heading"), ...shape })
    .strict()
    .meta({ label, hint });
}
