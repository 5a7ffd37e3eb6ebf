import { formatDate, formatMonth } from "#app/schema/dates.ts";
import { contentFolder, linkFacts, loadContent } from "#app/schema/load.server.ts";
import type { ButtonContent } from "#app/schema/types.ts";
import { destinationOf } from "#app/lib/destinations.ts";
import { cardButton, hasPage, programPath } from "#app/lib/program-paths.ts";

/** The words on a button, and where it leads once the content says so (undefined: inert). */
export function buttonTarget(button: ButtonContent): { label: string; href?: string } {
  return { label: button.label, href: destinationOf(button)?.href };
}

export type PageButton = ButtonContent & { name?: string };

export function spokenName(button: PageButton, words: { otherSite: string; email: string; phone: string }) {
  const kind = destinationOf(button)?.kind;
  const marker = kind === "web" ? words.otherSite : kind === "email" || kind === "phone" ? words[kind] : "";
  return [button.name ?? button.label, marker].filter(Boolean).join(" ");
}

export const missingPath = "/no-such-page";

export function siteContentOf(folder: string) {
  const content = loadContent(folder);
  const { site, home } = content;
  return {
    ...content,
    content,
    links: linkFacts(site, folder),
    /** Programs with their own page, and the words that page shows for its dates. */
    programPages: content.programs.filter(hasPage).map((program) => ({
      ...program,
      path: programPath(program.slug),
      nextCohort: formatMonth(program.page.nextCohortStart),
      deadline: formatDate(program.page.applicationDeadline),
    })),
    /**
     * Every button of the home page, in the content's words, program cards included; `name`
     * is how a screen reader tells the cards' buttons apart.
     */
    homeButtons: [
      ...home.hero.buttons,
      ...content.programs.map((program) => ({
        ...cardButton(program, home.programs.cardButtonLabel),
        name: `${home.programs.cardButtonLabel} about ${program.title}`,
      })),
      home.programs.consultation.button,
      ...home.getInvolved.options.map((option) => option.button),
      ...home.getInvolved.readyBlock.buttons,
    ] satisfies PageButton[] as PageButton[],
  };
}

export type SiteContentSet = ReturnType<typeof siteContentOf>;

/** The site built from content/ (build/client). */
export const { content, site, home, notFound, programPages, homeButtons } = siteContentOf(contentFolder());

/** The site built from the content set that sets every link (build/fixture/client). */
export const fixtureContent = () => siteContentOf("tests/fixtures/full-content");
