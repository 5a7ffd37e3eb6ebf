// Names the page, the configuration and the editor in the browser agree on.

/**
 * The collection of single files (home, site settings, 404); each folder kind is one of its own,
 * by its name in the registry ("pages" is the staff's pages).
 */
export const pagesCollection = "settings";

/** The element of /admin/ that carries the content files' shapes (editor/content-format.ts). */
export const contentShapesId = "content-shapes";

export function contentPath(fileOrFolder: string): string {
  return `content/${fileOrFolder}`;
}

/** Beside the editor's page: the site's pages a button may lead to, by name (editor/site-pages.ts). */
export const sitePagesFile = "pages.json";

/** The editor's own field for a button's Page, which offers the site's pages as it has them now. */
export const pageFieldType = "site-page";
