export const editorPath = "/admin/";

/** Hashed file names never change content, so only this folder is cached for a year. */
export const hashedAssetsPrefix = "/assets/";

/** Each event's calendar file, in every language (app/lib/site-map.ts): served as text/calendar. */
export const calendarFolder = "/calendar/";
