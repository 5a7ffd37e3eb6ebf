import type * as z from "zod";
import type { iconCard, iconNames } from "./content-blocks.ts";
import type { button } from "./fields.ts";
import type { homeSchema } from "./home.ts";
import type { notFoundSchema } from "./not-found.ts";
import type { programPageSchema, programSchema, programStyles } from "./program.ts";
import type { siteSchema } from "./site.ts";

export type SiteContent = z.infer<typeof siteSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ProgramPageContent = z.infer<typeof programPageSchema>;
export type Program = z.infer<typeof programSchema> & { slug: string };
export type ProgramWithPage = Program & { page: ProgramPageContent };
export type NotFoundContent = z.infer<typeof notFoundSchema>;
export type IconName = (typeof iconNames)[number];
export type ProgramStyle = (typeof programStyles)[number];
export type IconCard = z.infer<typeof iconCard>;
export type ButtonContent = z.output<ReturnType<typeof button>>;

/** What the pages need to describe where a button leads, beside the button's own content. */
export interface LinkFacts {
  /** Words read by screen readers after a link that leaves the page's site or opens an app. */
  words: SiteContent["linkWords"];
  /** The size in bytes of each file offered for download, by its address, e.g. "/files/brochure.pdf". */
  downloads: Readonly<Record<string, number>>;
  /** The pages' language, for sizes written its way ("420 kB"). */
  language: string;
}
