import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument, type Document } from "yaml";
import { loadContent } from "#app/content/load.server.ts";
import { sitePages } from "#app/lib/site-map.ts";

/**
 * A copy of `source` (a content folder) with `count` programs: its own, then copies of its
 * first program with a page, each with its own title and position, as a volunteer would make
 * them: every title of its pages (its name, its form's heading) numbered. With `sameNames`,
 * every other copy keeps its name in every language (a brand the translation leaves as it
 * is); the others add their number to the translated name too.
 */
export function growContent(
  source: string,
  folder: string,
  count: number,
  { sameNames = false }: { sameNames?: boolean } = {},
): void {
  rmSync(folder, { recursive: true, force: true });
  cpSync(source, folder, { recursive: true });
  const programs = path.join(folder, "programs");
  const own = readdirSync(programs).filter((name) => /^[a-z0-9-]+\.yml$/.test(name));
  const copied = own.find((name) => /^page:/m.test(readFileSync(path.join(programs, name), "utf8")));
  if (!copied) throw new Error(`${source}/programs/ has no program with a page to copy.`);
  const slug = copied.replace(/\.yml$/, "");
  const translations = readdirSync(programs).filter((name) => name.startsWith(`${slug}.`) && name !== copied);
  // The fields its pages take their titles from, as the site map has them.
  const titles = sitePages(loadContent(source))
    .filter((page) => page.file === `programs/${copied}`)
    .map((page) => ({ at: page.titleField }));
  const numbered = (file: Document, number: number) => {
    for (const { at } of titles) {
      const title = file.getIn(at);
      if (title !== undefined) file.setIn(at, `${String(title)} ${number}`);
    }
  };
  for (let number = own.length + 1; number <= count; number += 1) {
    const file = parseDocument(readFileSync(path.join(programs, copied), "utf8"));
    numbered(file, number);
    file.set("order", number);
    writeFileSync(path.join(programs, `${slug}-${number}.yml`), file.toString());
    for (const name of translations) {
      const translation = parseDocument(readFileSync(path.join(programs, name), "utf8"));
      numbered(translation, number);
      if (sameNames && number % 2 === 0) translation.set("title", file.get("title"));
      writeFileSync(path.join(programs, name.replace(slug, `${slug}-${number}`)), translation.toString());
    }
  }
}
