// A program's button that leads to a donation page (a page the staff write with ways to give:
// app/schema/giving.ts) leads to that page made for the program, which says the gift supports
// it: /programs/<name>/give/ (page-kinds.ts). A page of its own, so the program is named on it
// for every visitor, with no script, however many programs there are.
import { donationPageOf, programDonationPage } from "#app/schema/giving.ts";
import type { Content } from "#app/schema/registry.ts";
import type { ButtonContent, ProgramWithPage } from "#app/schema/types.ts";
import { pagePath } from "./site-map.ts";

/** The program's page's buttons, those to its donation page leading to that page made for it. */
export function namingProgram(program: ProgramWithPage, content: Pick<Content, "pages">): ProgramWithPage {
  const donation = programDonationPage(program, content.pages);
  if (!donation) return program;
  const naming = (button: ButtonContent): ButtonContent =>
    donationPageOf(button, content.pages) === donation
      ? { label: button.label, page: pagePath("gift", program.slug) }
      : button;
  const { page } = program;
  return {
    ...program,
    page: {
      ...page,
      buttons: page.buttons.map(naming),
      closing: { ...page.closing, buttons: page.closing.buttons.map(naming) },
    },
  };
}
