// A field that chooses one of the site's items (a program, a form, a story) by its file name:
// the editor offers those there are, by their titles, and the content check says in one line
// when the one chosen is no longer there. One idea, however many kinds it chooses among.
import { patterned, slugPattern } from "./fields.ts";

/** The kinds of item a field may choose among, by the registry's name of their folder. */
export type Chosen = "programs" | "forms" | "stories";

/** One of the site's items of a kind, chosen by its title and kept as its file name. */
export function chosen(kind: Chosen, label: string, hint: string) {
  return patterned(slugPattern, {
    label,
    hint,
    format: `Write the name of a file in content/${kind}/ without .yml.`,
    translatable: false,
    kind: "relation",
    chooses: kind,
  });
}
