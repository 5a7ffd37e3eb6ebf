// The build's own check of a file, run on what the editor is about to write.
import { parse } from "yaml";
import { contentKinds, isFolderKind } from "#app/schema/registry.ts";
import { problemsIn, warningsFor } from "#app/schema/validate.ts";
import { contentPath, pagesCollection } from "./names.ts";

interface Saving {
  collection: string;
  /** Where it will be written, such as content/home.yml. */
  path: string;
  text: string;
}

export function checkBeforeSave({ collection, path, text }: Saving): {
  problems: string[];
  warnings: string[];
} {
  const kind = Object.entries(contentKinds).find(([name, kind]) =>
    collection === pagesCollection
      ? !isFolderKind(kind) && contentPath(kind.file) === path
      : isFolderKind(kind) && name === collection,
  )?.[0] as keyof typeof contentKinds | undefined;
  if (!kind) return { problems: [], warnings: [] };
  // The lines name the file; in the editor, the form is the file.
  const file = { file: "entry", data: parse(text) as unknown };
  const inForm = (line: string) => line.slice(file.file.length + 2);
  return {
    problems: problemsIn(kind, file).map(inForm),
    warnings: warningsFor(kind, file).map(inForm),
  };
}
