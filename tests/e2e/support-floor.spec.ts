import { siteCheckedPages } from "./checked-pages.ts";
import { compareWithOldEngines } from "./old-engines.ts";

// The home and program pages, which hold most of the site's kinds of section.
const pages = siteCheckedPages().filter((page) => page.kind === "home" || page.kind === "program");
if (pages.length > 0) compareWithOldEngines(Object.fromEntries(pages.map((page) => [page.label, page.path])));
