import type * as z from "zod";
import type { iconCard, iconNames } from "./content-blocks.ts";
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
