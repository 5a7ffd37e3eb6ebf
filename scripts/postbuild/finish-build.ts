import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cp, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadLanguages, photoFilesOf } from "#app/content/load.server.ts";
import { contentFolder, uploadsFolder } from "#app/content/files.server.ts";
import { filesFolder } from "#app/schema/links.ts";
import { formPagePolicies } from "#app/lib/form-posting.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { reportProblems, reportWarnings } from "#scripts/content-report.ts";
import { builtPage, checkLinks, pageAddress, type BuiltPage } from "./check-links.ts";
import { checkRecordings } from "./check-recordings.ts";
import { placeEditorBundle, writeEditor } from "./built-editor.ts";
import { GzipCopies } from "./gzip-copies.ts";
import { writeIcons, writeManifest } from "./icons.ts";
import { PageStyles } from "./inline-styles.ts";
import { writeNotFoundRules } from "./not-found-pages.ts";
import { ownNameMarker } from "./own-names.ts";
import { checkPageSizes } from "./page-sizes.ts";
import { pagesToPrerender, prerender } from "./prerender.ts";
import { SitePolicy } from "./security.ts";
import { placeShareCards, type KeptShareCards } from "./share-cards.ts";
import { buildMoment, buildMomentFile } from "#app/lib/build-moment.ts";
import { buildPhase } from "./build-phase.ts";

/**
 * The site from the server build: every page and file prerendered, each page then finished, and
 * the files a host needs beside them, the share cards (`cards`, drawn meanwhile) among them. A
 * page is read, changed and written as few times as can be, one after another, so that a site
 * of thousands of pages is never held whole.
 */
export async function finishBuild(buildDirectory: string, cards: Promise<KeptShareCards>): Promise<void> {
  const client = path.join(buildDirectory, "client");
  // Beside the site, not in it: the checks read which events the build took as to come.
  await writeFile(path.join(buildDirectory, buildMomentFile), buildMoment().toISOString());
  const languages = loadLanguages();
  const [own] = languages;
  if (!own) throw new Error("The site has no language.");
  const pages = pagesInLanguages(
    sitePages(own.content),
    languages.map(({ language }) => language),
  );
  const kinds = new Map(pages.map((page) => [page.builtFile, page.kind]));
  const markNames = ownNameMarker(
    own.language.code,
    languages
      .filter((each) => each !== own)
      .map(({ language, words }) => ({ folder: language.prefix.slice(1), names: words.kept })),
  );
  const styles = new PageStyles(client, (page) => kinds.get(page));
  const written: string[] = [];
  // What the link checks read of each page, read as it is written.
  const builtPages = new Map<string, BuiltPage>();
  await prerender(buildDirectory, await pagesToPrerender(), async (page, html) => {
    const marked = await markNames(page, html);
    await styles.add(page, marked);
    const address = pageAddress(page);
    if (address) builtPages.set(address, builtPage(marked));
    written.push(page);
    return marked;
  });
  buildPhase("pages prerendered, own-language names marked");
  await writeNotFoundRules(
    client,
    languages.map(({ language }) => language),
  );

  // A story's photo is published only as its small copies: not at full size, nor with what
  // the phone wrote into it (where it was taken).
  const photoFiles = photoFilesOf(own.content);
  if (existsSync(uploadsFolder()))
    await cp(uploadsFolder(), path.join(client, filesFolder), {
      recursive: true,
      filter: (source) => !photoFiles.includes(`${filesFolder}${path.relative(uploadsFolder(), source)}`),
    });
  buildPhase("photos copied");
  const shownFolder = path.relative(process.cwd(), contentFolder()) || ".";
  const shown = shownFolder.startsWith("..") ? contentFolder() : shownFolder;
  const checks = [
    ...languages.map(({ language, content }) =>
      checkLinks(client, content, shown, { language, own: own.content }, builtPages),
    ),
    await checkRecordings(client, languages, shown),
  ];
  reportWarnings([...new Set(checks.flatMap((check) => check.warnings))]);
  buildPhase("links and recordings checked");
  const problems = [...new Set(checks.flatMap((check) => check.problems))];
  if (problems.length > 0) {
    reportProblems(problems, contentFolder());
    // Stopped here, not thrown: a build tool's stack trace would bury the lines above.
    process.exit(1);
  }
  await writeIcons(client);
  for (const { language, content } of languages) await writeManifest(client, content.site, language);
  buildPhase("icons");

  // In this order: the policy hashes the final pages, the copies are of the final files, and
  // each page is measured by its copy, as the server sends it.
  const style = await styles.settle();
  buildPhase("styles found for each kind of page");
  const policy = new SitePolicy(
    languages.map(({ content }) => content.site),
    formPagePolicies(languages),
  );
  const copies = new GzipCopies(client);
  for (const page of written) {
    const file = path.join(client, page);
    writeFileSync(file, policy.page(page, style(page, readFileSync(file, "utf8"))));
    await copies.add(page);
  }
  buildPhase("styles inlined, policy and copies of each page");
  await writeEditor(client, own.content);
  const drawn = await cards.catch((error: unknown) => {
    // One line, not the thread's stack: the log a save's check shows.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
  placeShareCards(client, drawn);
  buildPhase(`editor written; share images: ${drawn.drawn} drawn, ${drawn.reused} from earlier builds`);
  await policy.write(
    buildDirectory,
    own.content.site,
    languages.map(({ language }) => language),
    pages,
  );
  // Bundled beside the content's check (scripts/build.ts); gzipped with the other files.
  await placeEditorBundle(buildDirectory, client);
  await copies.rest();
  buildPhase("security policy, editor's script, gzip copies of the other files");
  const sizes = await checkPageSizes(client, pages, {
    contentFolder: contentFolder(),
    shownFolder: shown,
    ownLanguage: own.language.code,
  });
  reportWarnings(sizes.warnings);
  buildPhase("page sizes checked");
  if (sizes.problems.length > 0) {
    reportProblems(sizes.problems, contentFolder());
    process.exit(1);
  }
}
