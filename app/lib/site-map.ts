import type { HomeContent, PageLanguage, Program } from "#app/schema/types.ts";
import { translationFile } from "#app/schema/translations.ts";
import { applyPath, hasApplication, thanksPath } from "./application-form.ts";
import { pathIn } from "./languages.ts";
import { allProgramsPath, allProgramsShareKey, hasPage, programPath } from "./program-paths.ts";
import { hasProgramsBeyond } from "./program-places.ts";

export type PageKind = "home" | "all-programs" | "program" | "apply" | "apply-thanks" | "not-found";

/** A page the content makes, as the site's own language has it. */
export interface SitePage {
  kind: PageKind;
  /** Its address: "/programs/x/". Each translation has it under its code: "/fr/programs/x/". */
  path: string;
  /** The content file that holds its own words, in content/: "programs/x.yml". */
  file: string;
  /** Its title, for the people who keep the site: a program's name, or what the page is. */
  name: string;
  /** The program it belongs to. */
  slug?: string;
  /** Whether search engines are asked to list it (the sitemap, no `noindex`). */
  indexed: boolean;
  /** Its share image: /og/<key>.png. */
  shareKey?: string;
}

/** The address the hosts serve each language's 404 page from, as 404.html beside its home page. */
export const notFoundPath = "/404";

/**
 * Every page the content makes, in this order: the home page, the page of all programs while
 * the home page leaves some out, each program's page, each application form and its thank-you
 * page, and the 404 page.
 */
export function sitePages(content: {
  programs: readonly Program[];
  home: { programs: Pick<HomeContent["programs"], "shown"> };
}): SitePage[] {
  const programs = content.programs.filter(hasPage);
  const withForms = programs.filter(hasApplication);
  const programFile = (slug: string) => `programs/${slug}.yml`;
  return [
    { kind: "home", path: "/", file: "home.yml", name: "home page", indexed: true, shareKey: "home" },
    ...(hasProgramsBeyond(content.programs, content.home.programs.shown)
      ? [
          {
            kind: "all-programs" as const,
            path: allProgramsPath,
            file: "all-programs.yml",
            name: "page of all programs",
            indexed: true,
            shareKey: allProgramsShareKey,
          },
        ]
      : []),
    ...programs.map((program) => ({
      kind: "program" as const,
      path: programPath(program.slug),
      file: programFile(program.slug),
      name: `“${program.title}” page`,
      slug: program.slug,
      indexed: true,
      shareKey: program.slug,
    })),
    ...withForms.map((program) => ({
      kind: "apply" as const,
      path: applyPath(program.slug),
      file: programFile(program.slug),
      name: `application form of “${program.title}”`,
      slug: program.slug,
      indexed: true,
      shareKey: program.slug,
    })),
    // Reached only by sending a form.
    ...withForms.map((program) => ({
      kind: "apply-thanks" as const,
      path: thanksPath(program.slug),
      file: programFile(program.slug),
      name: `thank-you page of “${program.title}”`,
      slug: program.slug,
      indexed: false,
    })),
    { kind: "not-found", path: notFoundPath, file: "not-found.yml", name: "404 page", indexed: false },
  ];
}

/** A page in one language: its address there, its built file and the file of its words. */
export interface PageInLanguage extends SitePage {
  language: PageLanguage;
  /** "/fr/programs/x/". */
  address: string;
  /** In the built site: "fr/programs/x/index.html", "fr/404.html". */
  builtFile: string;
  /** The content file of its words in this language: "programs/x.fr.yml". */
  wordsFile: string;
}

/** Every page in every language, the site's own first. */
export function pagesInLanguages(
  pages: readonly SitePage[],
  languages: readonly PageLanguage[],
): PageInLanguage[] {
  const [own] = languages;
  return languages.flatMap((language) =>
    pages.map((page) => {
      const address = pathIn(language, page.path);
      return {
        ...page,
        language,
        address,
        builtFile: address.endsWith("/") ? `${address.slice(1)}index.html` : `${address.slice(1)}.html`,
        wordsFile: language.code === own?.code ? page.file : translationFile(page.file, language.code),
      };
    }),
  );
}
