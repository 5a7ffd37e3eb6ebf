// The build's own check of a file, run on what the editor is about to write.
import { parse } from "yaml";
import type * as z from "zod";
import { describePath, fieldsOfKind } from "#app/schema/field-path.ts";
import { notAPage, readDestination } from "#app/schema/links.ts";
import { proseParts } from "#app/schema/prose.ts";
import { contentKinds, isFolderKind } from "#app/schema/registry.ts";
import { readTranslationFile } from "#app/schema/translations.ts";
import { translationProblems, withoutBlanks } from "#app/content/translate.ts";
import { problemsIn, warningsFor } from "#app/content/validate.ts";
import { contentPath, pagesCollection } from "./names.ts";

interface Saving {
  collection: string;
  /** Where it will be written, such as content/home.yml, or content/home.fr.yml for French. */
  path: string;
  text: string;
  /** The site's pages as it has them now, by address ("/about/"): a link to another is refused. */
  pages?: readonly string[];
}

export function checkBeforeSave({ collection, path, text, pages }: Saving): {
  problems: string[];
  warnings: string[];
} {
  const translation = readTranslationFile(path);
  const language = translation?.code;
  const ownPath = translation?.own ?? path;
  const kind = Object.entries(contentKinds).find(([name, kind]) =>
    collection === pagesCollection
      ? !isFolderKind(kind) && contentPath(kind.file) === ownPath
      : isFolderKind(kind) && name === collection,
  )?.[0] as keyof typeof contentKinds | undefined;
  if (!kind) return { problems: [], warnings: [] };
  // The lines name the file; in the editor, the form is the file, in one of its languages.
  const file = { file: "entry", data: parse(text) as unknown };
  const inForm = (line: string) => `${language ? `(${language}) ` : ""}${line.slice(file.file.length + 2)}`;
  const { schema } = contentKinds[kind];
  const links = pages ? missingPages(schema, file.data, pages) : [];
  if (language) {
    const problems = translationProblems(file.file, ownPath, schema, withoutBlanks(file.data));
    return {
      problems: [...problems.map(inForm), ...links.map((line) => `(${language}) ${line}`)],
      warnings: [],
    };
  }
  return {
    problems: [...problemsIn(kind, file).map(inForm), ...links],
    warnings: warningsFor(kind, file).map(inForm),
  };
}

/**
 * The links to a page of this site (a button's, a footer link's, one in a text) that lead to
 * none of `pages`, said as the build says them.
 */
function missingPages(schema: z.ZodType, data: unknown, pages: readonly string[]): string[] {
  const known = new Set(pages.map((page) => page.replace(/\/?$/, "/")));
  return [...fieldsOfKind(schema, data, ["link", "page", "prose"])].flatMap(({ at, value, meta }) =>
    (meta.kind === "prose" ? proseParts(value).flatMap((part) => part.link ?? []) : [value]).flatMap(
      (link) => {
        const read = readDestination(link);
        if ("problem" in read || read.kind !== "page" || known.has(read.path.replace(/\/?$/, "/"))) return [];
        return [`${describePath(schema, data, at)} ${notAPage(link, pages)}`];
      },
    ),
  );
}

/**
 * What the checks of several files say, each thing once: one upload renamed rewrites every
 * program that offers it, each checked on its own, and a hundred programs with one passed
 * deadline would otherwise say it a hundred times.
 */
export function warningsOnce(warnings: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const warning of warnings) counts.set(warning, (counts.get(warning) ?? 0) + 1);
  return [...counts].map(([warning, count]) => (count > 1 ? `In ${count} files: ${warning}` : warning));
}
