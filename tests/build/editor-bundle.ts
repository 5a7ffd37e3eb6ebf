import { readFileSync } from "node:fs";
import path from "node:path";
import { editorPath } from "#deploy/paths.ts";
import { editorManifest } from "#scripts/postbuild/built-editor.ts";

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}

// What Sveltia CMS fetches as it starts, besides the bundle's own imports: Immutable.js once a
// save hook is registered, React DOM once the Page field is (at the first tap), and the fonts
// of its text and icons. The browser test of the built editor checks that these are exactly
// what it loads before the first form.
const loadedAtStart = [
  /\/immutable\/dist\//,
  /\/chunks\/react-dom-[^/]*\.js$/,
  /\/source-sans-3-[^/]*\.woff2$/,
  /\/material-symbols-outlined-[^/]*\.woff2$/,
];

/** The editor's files a volunteer downloads before the first form, as site paths. */
export function firstFormFiles(client: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(client, "..", editorManifest), "utf8")) as Record<
    string,
    Chunk
  >;
  const loaded = new Set<string>();
  const load = (key: string) => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const imported of manifest[key]?.imports ?? []) load(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || loadedAtStart.some((pattern) => pattern.test(key))) load(key);
  }
  return [...loaded].map((key) => `${editorPath}${manifest[key]!.file}`).sort();
}
