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
