// The one description of the site's content. The TypeScript types are inferred from it,
// `npm run build` checks every file in content/ against it, and the editor at /admin/
// builds its forms from it. Labels and hints are written for the volunteer who edits; the
// fields of each file are in its own module, beside this one.
import * as z from "zod";
import { paragraph, text, type statistic } from "./fields.ts";
import type { iconCard, iconNames } from "./content-blocks.ts";
import { homeSchema } from "./home.ts";
import { programPageSchema, programSchema, type programStyles, type testimonial } from "./program.ts";
import { siteSchema } from "./site.ts";

export { homeSchema, programSchema, siteSchema };
export { topicsPerBlock } from "./program.ts";

export const notFoundSchema = z
  .object({
    title: text("Title", "In the browser tab."),
    metaDescription: paragraph("Description", "For search results (the page is hidden from them anyway)."),
    code: text("Large figure", 'The big "404" above the heading.'),
    heading: text("Heading"),
    text: paragraph("Text"),
    homeLinkLabel: text("Home link", "The link back to the home page."),
    error: z
      .object({ heading: text("Heading"), text: paragraph("Text") })
      .strict()
      .meta({ label: "Error page", hint: "Shown if a page fails to show (it should never happen)." }),
  })
  .strict();

export type SiteContent = z.infer<typeof siteSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ProgramPage = z.infer<typeof programPageSchema>;
/** A program, with the last part of its page address (its file name). */
export type Program = z.infer<typeof programSchema> & { slug: string };
export type ProgramWithPage = Program & { page: ProgramPage };
export type NotFoundContent = z.infer<typeof notFoundSchema>;
export type Statistic = z.infer<typeof statistic>;
export type IconName = (typeof iconNames)[number];
export type ProgramStyle = (typeof programStyles)[number];
export type Testimonial = z.infer<typeof testimonial>;
export type IconCard = z.infer<typeof iconCard>;
