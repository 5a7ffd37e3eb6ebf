// Runs in the editor: how it reads and writes the content files, and the build's own checks
// before each save. Decap waits for it (editor/manual-init.js), so files never open unread.
import { contentKinds, isFolderKind } from "#app/schema/registry.ts";
import { problemsIn, warningsFor } from "#app/schema/validate.ts";
import { contentFormat, fromFile, toFile } from "./content-format.ts";
import { pagesCollection } from "./config.ts";

interface ImmutableMap {
  get(key: string): unknown;
  delete(key: string): ImmutableMap;
  toJS(): unknown;
}

interface DecapCms {
  registerEventListener(listener: {
    name: "preSave";
    handler: (event: { entry: ImmutableMap }) => unknown;
  }): void;
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile: typeof fromFile; toFile: typeof toFile },
  ): void;
  init(): void;
}

declare global {
  interface Window {
    CMS: DecapCms;
  }
}

// Not from the entry's path: a new program has none until it is saved.
function kindOf(collection: string, slug: string): keyof typeof contentKinds | undefined {
  const name = collection === pagesCollection ? slug : collection;
  const kind = Object.hasOwn(contentKinds, name)
    ? contentKinds[name as keyof typeof contentKinds]
    : undefined;
  if (!kind || isFolderKind(kind) !== (collection !== pagesCollection)) return undefined;
  return name as keyof typeof contentKinds;
}

// Optional groups left blank (a program without a page): Decap keeps them as empty
// groups, the files leave them out.
function blankGroups(data: Record<string, unknown>): string[] {
  return Object.entries(data)
    .filter(([, value]) => value && typeof value === "object" && !Array.isArray(value) && isBlank(value))
    .map(([name]) => name);
}

function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === "") return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (typeof value === "object") return Object.values(value).every(isBlank);
  return false;
}

window.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const kind = kindOf(String(entry.get("collection")), String(entry.get("slug") ?? ""));
    if (!kind) return undefined;
    let data = entry.get("data") as ImmutableMap;
    for (const name of blankGroups(data.toJS() as Record<string, unknown>)) data = data.delete(name);
    // The lines name the file; in the editor, the form is the file.
    const file = "entry";
    const inForm = (line: string) => line.slice(file.length + 2);
    const problems = problemsIn(kind, { file, data: data.toJS() });
    if (problems.length > 0) throw new Error(problems.map(inForm).join(" "));
    // Said, not refused: the build says the same and goes on.
    const warnings = warningsFor(kind, { file, data: data.toJS() });
    if (warnings.length > 0) window.alert(warnings.map(inForm).join("\n"));
    return data;
  },
});

window.CMS.registerCustomFormat(contentFormat, "yml", { fromFile, toFile });
window.CMS.init();
