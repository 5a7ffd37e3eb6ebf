/**
 * What the dev server tells the site's pages when a content file changes (editor/vite-plugin.ts).
 * A custom event, not Vite's full reload: that would reload every page that loaded Vite's
 * client, the editor at /admin/ too, and send it back to its sign-in screen after each save.
 */
export const contentChangedEvent = "site:content-changed";

if (import.meta.hot && typeof window !== "undefined") {
  import.meta.hot.on(contentChangedEvent, () => window.location.reload());
}
