import { existsSync } from "node:fs";
import { cp, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadLanguages, photoFilesOf } from "#app/content/load.server.ts";
import { contentFolder, uploadsFolder } from "#app/content/files.server.ts";
import { filesFolder } from "#app/schema/links.ts";
import { formPagePolicies } from "#app/lib/form-posting.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { reportProblems, reportWarnings } from "#scripts/content-report.ts";
import { checkLinks } from "./check-links.ts";
import { checkRecordings } from "./check-recordings.ts";
import { removeUnreadDataFiles } from "./data-files.ts";
import { writeEditor } from "./built-editor.ts";
import { writeGzipCopies } from "./gzip-copies.ts";
import { writeIcons, writeManifest } from "./icons.ts";
import { inlineStyles } from "./inline-styles.ts";
import { placeNotFoundPages } from "./not-found-pages.ts";
import { markOwnNames } from "./own-names.ts";
import { checkPageSizes } from "./page-sizes.ts";
import { writeSecurityConfig } from "./security.ts";
import { writeShareImages } from "./share-images.ts";
import { buildMoment, buildMomentFile } from "#app/lib/build-moment.ts";

const drawing = new Map<string, Promise<void>>();

/**
 * Every page's share image, drawn by worker threads from the first call for a build on. They
 * depend on the content alone: the prerender starts them (react-router.config.ts), so that
 * they are drawn on the cores its one thread leaves idle, and finishBuild waits for them
 * before the policy, which lists every file.
 */
export function startShareImages(buildDirectory: string): Promise<void> {
  const client = path.resolve(buildDirectory, "client");
  let drawn = drawing.get(client);
  if (!drawn) {
    const languages = loadLanguages();
    const [own] = languages;
    if (!own) throw new Error("The site has no language.");
    drawn = writeShareImages(
      client,
      path.resolve("app/assets/hero-illustration.svg"),
      languages,
      own.content.site,
    ).then(({ drawn, reused }) => buildPhase(`share images: ${drawn} drawn, ${reused} from earlier builds`));
    // Said when awaited, unless the build stops first.
    drawn.catch(() => undefined);
    drawing.set(client, drawn);
  }
  return drawn;
}

/**
 * With BUILD_PHASES set (npm run bench:scale sets it), each step's seconds on standard error,
 * from the step before: where a large site's build spends its time.
 */
let lastPhase = performance.now();
export function buildPhase(step: string): void {
  if (!process.env.BUILD_PHASES) return;
  const now = performance.now();
  console.error(`build phase: ${step} ${((now - lastPhase) / 1000).toFixed(1)} s`);
  lastPhase = now;
}

export async function finishBuild(buildDirectory: string): Promise<void> {
  const phase = buildPhase;
  phase("pages prerendered");
  const client = path.join(buildDirectory, "client");
  // Beside the site, not in it: the checks read which events the build took as to come.
  await writeFile(path.join(buildDirectory, buildMomentFile), buildMoment().toISOString());
  const languages = loadLanguages();
  const [own] = languages;
  if (!own) throw new Error("The site has no language.");
  await placeNotFoundPages(
    client,
    languages.map(({ language }) => language),
  );
  const spaFallback = path.join(client, "__spa-fallback.html");
  if (existsSync(spaFallback)) await rm(spaFallback);
  await removeUnreadDataFiles(client);

  // A story's photo is published only as its small copies: not at full size, nor with what
  // the phone wrote into it (where it was taken).
  const photoFiles = photoFilesOf(own.content);
  if (existsSync(uploadsFolder()))
    await cp(uploadsFolder(), path.join(client, filesFolder), {
      recursive: true,
      filter: (source) => !photoFiles.includes(`${filesFolder}${path.relative(uploadsFolder(), source)}`),
    });
  const shareImages = startShareImages(buildDirectory);
  phase("pages moved, photos copied");
  const shownFolder = path.relative(process.cwd(), contentFolder()) || ".";
  const shown = shownFolder.startsWith("..") ? contentFolder() : shownFolder;
  const checks = [
    ...languages.map(({ language, content }) =>
      checkLinks(client, content, shown, { language, own: own.content }),
    ),
    await checkRecordings(client, languages, shown),
  ];
  reportWarnings([...new Set(checks.flatMap((check) => check.warnings))]);
  phase("links and recordings checked");
  const problems = [...new Set(checks.flatMap((check) => check.problems))];
  if (problems.length > 0) {
    reportProblems(problems, contentFolder());
    // Stopped here, not thrown: a build tool's stack trace would bury the lines above.
    process.exit(1);
  }
  await writeIcons(client);
  for (const { language, content } of languages) await writeManifest(client, content.site, language);
  phase("icons");
  const pages = pagesInLanguages(
    sitePages(own.content),
    languages.map(({ language }) => language),
  );
  const kinds = new Map(pages.map((page) => [page.builtFile, page.kind]));
  await markOwnNames(
    client,
    own.language.code,
    languages
      .filter((each) => each !== own)
      .map(({ language, words }) => ({ folder: language.prefix.slice(1), names: words.kept })),
  );
  phase("own-language names marked");
  await inlineStyles(client, (page) => kinds.get(page));
  phase("styles inlined");
  await writeEditor(client, own.content);
  await shareImages;
  phase("editor written, then share images waited for");
  // In this order: the policy hashes the final pages, the copies are of the final files, and
  // each page is measured by its copy, as the server sends it.
  await writeSecurityConfig(
    buildDirectory,
    languages.map(({ content }) => content.site),
    languages.map(({ language }) => language),
    pages,
    formPagePolicies(languages),
  );
  phase("security policy");
  await writeGzipCopies(client);
  phase("gzip copies");
  const sizes = await checkPageSizes(client, pages, {
    contentFolder: contentFolder(),
    shownFolder: shown,
    ownLanguage: own.language.code,
  });
  reportWarnings(sizes.warnings);
  phase("page sizes checked");
  if (sizes.problems.length > 0) {
    reportProblems(sizes.problems, contentFolder());
    process.exit(1);
  }
}
