import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { checkedContent, translationCodes } from "./schema/load.server.ts";
import { hasProgramsBeyond } from "./lib/program-places.ts";
import { applicationPaths } from "./lib/application-form.ts";

/**
 * Whether the site has a page of all programs: only while the home page leaves some out. A
 * prerendered build has no route it makes no page for, so there the route exists only then;
 * the dev server and the route types have it always (its loader answers 404 while it is not
 * needed, as the built site does).
 */
export const building = process.argv.includes("build");

export function hasAllProgramsPage(): boolean {
  try {
    const { programs, home } = checkedContent().content;
    return hasProgramsBeyond(programs, home.programs.shown);
  } catch {
    // The dev server starts all the same, and shows the mistake on the page.
    return false;
  }
}

/** Whether any program has an application form, and so the form's pages: as for the page above. */
export function hasApplicationForms(): boolean {
  try {
    return applicationPaths(checkedContent().content.programs).forms.length > 0;
  } catch {
    return false;
  }
}

// Each translation has the same pages under its code (/fr/…), drawn by the same modules.
const pages = (language?: string) => {
  const id = (name: string) => (language ? `${name}-${language}` : name);
  return [
    index("routes/home.tsx", { id: id("home") }),
    ...(!building || hasAllProgramsPage()
      ? [route("programs", "routes/all-programs.tsx", { id: id("all-programs") })]
      : []),
    route("programs/:slug", "routes/program.tsx", { id: id("program") }),
    ...(!building || hasApplicationForms()
      ? [
          route("programs/:slug/apply", "routes/apply.tsx", { id: id("apply") }),
          route("programs/:slug/apply/thanks", "routes/apply-thanks.tsx", { id: id("apply-thanks") }),
        ]
      : []),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
};

export default [
  ...translationCodes().flatMap((language) => prefix(language, pages(language))),
  ...pages(),
] satisfies RouteConfig;
