export const editorPath = "/admin/";

/** Hashed file names never change content, so only this folder is cached for a year. */
export const hashedAssetsPrefix = "/assets/";
