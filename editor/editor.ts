// The editor in the browser: Sveltia CMS, with how it reads and writes the content files and the
// build's own checks before each save, registered before it starts so files never open unread.
// First: Sveltia registers its fonts as its module loads.
import "./icon-font.ts";
import CMS from "@sveltia/cms";
import { contentFormat, contentFormatFor, translatedWords, type ContentShapes } from "./content-format.ts";
import { contentShapesId } from "./names.ts";
import { styleTheEditor } from "./editor-style.ts";
import { registerPageField } from "./page-field.ts";
import { readSitePages } from "./site-pages.ts";

const shapes = JSON.parse(document.getElementById(contentShapesId)?.textContent ?? "{}") as ContentShapes;
const format = contentFormatFor(shapes);

CMS.registerCustomFormat(contentFormat, "yml", format);
// The Page field brings Sveltia's React with it (some 65 KB on a phone's data): registered at the
// first tap or key, the sign-in, before any form shows, as the icon font comes (icon-font.ts),
// so that the sign-in screen stays as light as it was.
let pageField = false;
const registerPageFieldOnce = () => {
  if (pageField) return;
  pageField = true;
  registerPageField();
  void readSitePages();
};
for (const event of ["pointerdown", "keydown"] as const) {
  window.addEventListener(event, registerPageFieldOnce, { once: true, capture: true });
}

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    // Loaded on the first save: the schema and its rules are not needed to open the forms.
    const { checkBeforeSave, warningsOnce } = await import("./save-check.ts");
    const collection = String(entry.get("collection"));
    const path = String(entry.get("path"));
    const toJS = (value: unknown) => (value as { toJS(): Record<string, unknown> } | undefined)?.toJS();
    // Each language she turned on, and the words it is written with.
    const translations = Object.entries(
      (toJS(entry.get("i18n")) ?? {}) as Record<string, { data?: Record<string, unknown> }>,
    ).flatMap(([language, { data }]) => (data ? [{ language, data, words: translatedWords(data) }] : []));
    // Each translation is saved beside the file, as home.fr.yml: checked as the build reads it.
    // (Named here as translationFile names it, which is not imported: it would bring zod
    // into what loads before the first form.)
    // The site's pages as they are now, a page saved a moment ago among them; none to hold
    // its links to when they cannot be read (the build holds them then).
    const known = (await readSitePages()).map((page) => page.value);
    const pages = known.length > 0 ? known : undefined;
    const checks = [
      checkBeforeSave({ collection, path, text: format.toFile(toJS(entry.get("data")) ?? {}), pages }),
      ...translations.map(({ language, words }) =>
        checkBeforeSave({
          collection,
          path: path.replace(/\.yml$/, `.${language}.yml`),
          text: format.toFile(words),
          pages,
        }),
      ),
    ];
    const problems = checks.flatMap((check) => check.problems);
    // Sveltia shows the cause of a failed save in its dialog, and writes nothing.
    if (problems.length > 0) throw new Error("saving_failed", { cause: new Error(problems.join(" ")) });
    sayWhenChecked(
      checks.flatMap((check) => check.warnings),
      warningsOnce,
    );
    // The entry as it is written: each translation with the words she gave alone.
    return translations.reduce(
      (updated, { language, words }) => updated.setIn(["i18n", language, "data"], words),
      entry,
    );
  },
});

// A page just saved is offered at once by every Page field (site-pages.ts).
CMS.registerEventListener({ name: "postSave", handler: () => void readSitePages() });

// Said, not refused: the build says the same and goes on. Said once the checks that come
// together are done, each thing once: renaming an upload saves every program that offers it,
// each checked on its own as Sveltia gathers them (all at once, but each after its own file
// reads, which a slow phone spreads out). An alert stops the page until it is closed, so one
// said too early would hold back the next check and say its warning again.
const gathering = 1000;
const unsaid: string[] = [];
let sayTimer: ReturnType<typeof setTimeout> | undefined;
function sayWhenChecked(warnings: string[], once: (warnings: readonly string[]) => string[]) {
  if (warnings.length === 0) return;
  unsaid.push(...warnings);
  clearTimeout(sayTimer);
  sayTimer = setTimeout(() => window.alert(once(unsaid.splice(0)).join("\n")), gathering);
}

// Sveltia asks GitHub's status page, another origin, whether GitHub is down, from the first
// screen on. The editor talks to no origin but the Git host's: it is told "unknown" instead.
const statusPage = "https://www.githubstatus.com";
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) =>
  new URL(input instanceof Request ? input.url : String(input), location.href).origin === statusPage
    ? Promise.reject(new TypeError(`${statusPage} is not asked`))
    : pageFetch(input, init);

// Sveltia offers to translate a field with a service (Google's, unless she chose another in
// its Settings) and, without the service's key, asks for one: a dead end for the staff. Its
// buttons show only once that key is set (read from Sveltia's own settings as the page opens).
const translationServices = ["anthropic", "deepseek", "google", "google-ai", "mistral", "openai"];
function hasTranslationKey(): boolean {
  try {
    const prefs = JSON.parse(localStorage.getItem("sveltia-cms.prefs") ?? "{}") as {
      apiKeys?: Record<string, string>;
      defaultTranslationService?: string;
    };
    const service = prefs.defaultTranslationService ?? "google";
    return translationServices.includes(service) && Boolean(prefs.apiKeys?.[service]);
  } catch {
    return false;
  }
}
if (!hasTranslationKey()) {
  const hidden = document.createElement("style");
  hidden.textContent = 'button[aria-label^="Translate"] { display: none !important; }';
  document.head.append(hidden);
}

// Sveltia's page stops pinch-zoom (maximum-scale=1); staff who see poorly enlarge the screen.
const allowZoom = () => {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="viewport"]')) {
    if (/maximum-scale/.test(meta.content))
      meta.content = meta.content.replace(/,\s*maximum-scale=[^,]*/, "");
  }
};
new MutationObserver(allowZoom).observe(document.head, { childList: true, subtree: true, attributes: true });

styleTheEditor();
void CMS.init();
