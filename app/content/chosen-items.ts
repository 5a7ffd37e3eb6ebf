// A field that chooses one of the site's items (a program, a form, a story: app/schema/
// chosen-fields.ts) names one there is, and a list of them names each once: found by the
// schema's vocabulary in every file of every kind, as the editor offers them.
import { fieldsOfKind, type ContentIssue } from "#app/schema/field-path.ts";
import { isFolderKind, type Registry } from "#app/schema/registry.ts";
import { slugPattern } from "#app/schema/fields.ts";
import { slugOf, type RawContent, type RawFile } from "./raw-files.ts";

export function chosenItems(content: RawContent, kinds: Registry): Map<RawFile, ContentIssue[]> {
  // Each kind's names listed once, not made anew for each field: the check of a large site
  // asks for them once a field.
  const kindNames = new Map<string, string[]>();
  const namesOf = (kind: string) => {
    let found = kindNames.get(kind);
    if (!found) kindNames.set(kind, (found = [content[kind] ?? []].flat().map((file) => slugOf(file.file))));
    return found;
  };
  const issues = new Map<RawFile, ContentIssue[]>();
  for (const [name, kind] of Object.entries(kinds)) {
    for (const file of [content[name] ?? []].flat()) {
      const found: ContentIssue[] = [];
      const listed = new Set<string>();
      for (const { at, value, meta } of fieldsOfKind(kind.schema, file.data, ["relation"])) {
        const folder = meta.chooses && kinds[meta.chooses];
        if (!folder || !isFolderKind(folder) || !slugPattern.test(value)) continue;
        const inList = typeof at.at(-1) === "number";
        const place = `${at.slice(0, inList ? -1 : undefined).join("/")}\n${value}`;
        if (inList && listed.has(place)) {
          found.push({
            code: "custom",
            rule: "namedOnce",
            path: at,
            message: `"${value}" is listed twice. Remove one.`,
          });
          continue;
        }
        listed.add(place);
        const names = namesOf(meta.chooses ?? "");
        if (names.includes(value)) continue;
        found.push({
          code: "custom",
          rule: "knownName",
          path: at,
          message: `"${value}" is not one of the site's ${folder.folder}: there is no content/${folder.folder}/${value}.yml. Choose one${names[0] ? `, such as ${names[0]}` : ""}, or ${inList ? "remove it" : "empty it"}.`,
        });
      }
      if (found.length > 0) issues.set(file, found);
    }
  }
  return issues;
}
