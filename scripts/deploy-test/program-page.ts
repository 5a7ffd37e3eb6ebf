// A program page of the site as the content builds it, for the checks on the servers: the
// first program that has a page, so a volunteer's new, renamed or removed program never
// breaks them.
import { loadContent } from "#app/schema/load.server.ts";
import { hasPage } from "#app/lib/program-paths.ts";

const program = loadContent().programs.find(hasPage);
if (!program) throw new Error("The content has no program with a page to test the servers with.");

/** The last part of its address, e.g. "digital-bridge-gambia". */
export const programSlug = program.slug;
/** Its address without the final slash, e.g. "/programs/digital-bridge-gambia". */
export const programAddress = `/programs/${program.slug}`;
