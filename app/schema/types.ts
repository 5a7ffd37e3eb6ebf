// The types of the site's content, inferred from its schema (registry.ts and the modules of
// each kind of file), so the pages and the checks can never disagree about a field.
import type * as z from "zod";
import type { iconCard, iconNames } from "./content-blocks.ts";
import type { homeSchema } from "./home.ts";
import type { notFoundSchema } from "./not-found.ts";
import type { programPageSchema, programSchema, programStyles } from "./program.ts";
import type { siteSchema } from "./site.ts";

export type SiteContent = z.infer<typeof siteSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type ProgramPageContent = z.infer<typeof programPageSchema>;
/** A program, with the last part of its page address (its file name). */
export type Program = z.infer<typeof programSchema> & { slug: string };
export type ProgramWithPage = Program & { page: ProgramPageContent };
export type NotFoundContent = z.infer<typeof notFoundSchema>;
export type IconName = (typeof iconNames)[number];
export type ProgramStyle = (typeof programStyles)[number];
export type IconCard = z.infer<typeof iconCard>;
