import type * as z from "zod";
import { fieldMeta, itemNameKeys } from "#app/schema/field-path.ts";
import { filesFolder } from "#app/schema/links.ts";
import { contentKinds, isFolderKind, type FolderKind, type Registry } from "#app/schema/registry.ts";
import type { SiteContent } from "#app/schema/types.ts";
import type { SitePage } from "#app/lib/site-map.ts";
import { zonesOf } from "#app/lib/event-when.ts";
import { contentFormat } from "./content-format.ts";
import { editorFields, type EditorChoices, type EditorField } from "./widgets.ts";
import { literalText } from "./literal-text.ts";
import { contentPath, pagesCollection } from "./names.ts";

// PLACEHOLDER: the organisation's repository, to set before launch (docs/deploying.md, "Before launch").
const gitBackend = {
  name: "github",
  repo: "women-in-tech-initiative/website",
  branch: "main",
  /**
   * How staff sign in (docs/deploying.md, "The editor in production"): "token", a personal access token
   * pasted once, needs no server; "oauth", GitHub's sign-in, needs Netlify (or base_url's service).
   */
  auth_methods: ["oauth", "token"] as Array<"oauth" | "token">,
  /** Netlify completes the OAuth sign-in by default; an OAuth service of your own on other hosts. */
  base_url: undefined as string | undefined,
};

/** The places a program may run in, as the editor offers them: the site's countries, then online. */
export function placeChoices(
  countries: SiteContent["countriesServed"],
  onlineLabel: string,
): NonNullable<EditorChoices["places"]> {
  return [
    ...countries.map((country) => ({ label: country.name, value: country.code })),
    { label: onlineLabel, value: "online" },
  ];
}

/** The time zones of the site's countries, as the engine's data knows them, by zone. */
export function timeZoneChoices(
  countries: SiteContent["countriesServed"],
): NonNullable<EditorChoices["timeZones"]> {
  const zones = countries.flatMap((country) =>
    zonesOf(country.code).map((zone) => ({
      label: `${zone} (${country.name})`,
      value: zone,
    })),
  );
  return zones.filter((zone, index) => zones.findIndex((other) => other.value === zone.value) === index);
}

/**
 * The pages a button may lead to: those search engines list (not a thank-you page, reached by
 * sending its form), each by the name the staff know it by.
 */
export function pageChoices(pages: readonly SitePage[]): NonNullable<EditorChoices["pages"]> {
  return pages
    .filter((page) => page.indexed)
    .map((page) => ({ label: page.name.charAt(0).toUpperCase() + page.name.slice(1), value: page.path }));
}

/** What the editor's forms offer to choose from, as the site's settings and pages give it. */
export function editorChoices(
  countries: SiteContent["countriesServed"],
  onlineLabel: string,
  pages: readonly SitePage[] = [],
): EditorChoices {
  return {
    places: placeChoices(countries, onlineLabel),
    timeZones: timeZoneChoices(countries),
    pages: pageChoices(pages),
  };
}

interface EditorCollection {
  name: string;
  label: string;
  files?: Array<{ name: string; label: string; file: string; fields: EditorField[] }>;
  folder?: string;
  fields?: EditorField[];
  [setting: string]: unknown;
}

interface EditorConfigOptions {
  siteUrl: string;
  /** Shown on the sign-in screen and in the browser's tab. */
  siteName?: string;
  kinds?: Registry;
  /** The site's own language and its translations' codes (Site settings). */
  languages?: { own: string; translations: readonly string[] };
  choices?: EditorChoices;
}

export function editorConfig({
  siteUrl,
  siteName,
  kinds = contentKinds,
  languages,
  choices = {},
}: EditorConfigOptions) {
  const kindList = Object.entries(kinds);
  const { base_url: baseUrl, ...backend } = gitBackend;
  // Each translation is a file beside the one it translates (home.fr.yml beside home.yml),
  // as the build reads them: docs/decisions/0011.
  const translated = Boolean(languages?.translations.length);
  const ownLanguage = languages?.own;
  const fileOf = (file: string) =>
    translated ? contentPath(file.replace(/\.yml$/, ".{{locale}}.yml")) : contentPath(file);
  return {
    ...(translated && languages
      ? {
          i18n: {
            structure: "multiple_files",
            locales: [languages.own, ...languages.translations],
            default_locale: languages.own,
            omit_default_locale_from_file_path: true,
            // A new entry starts in the site's own language alone: a translation is begun when
            // she turns its language on (the form's language menu, Enable), never written for her
            // full of empty words.
            initial_locales: "default",
          },
        }
      : {}),
    backend: { ...backend, ...(baseUrl ? { base_url: baseUrl } : {}), squash_merges: true },
    publish_mode: "editorial_workflow",
    ...(siteName ? { app_title: siteName } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    logo: { src: "/icon.svg" },
    // Files staff upload for download (a brochure); the build publishes them at /files/.
    media_folder: contentPath(filesFolder.slice(1, -1)),
    public_folder: filesFolder.slice(0, -1),
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: pagesCollection,
        label: "Pages and settings",
        description: literalText(
          "The home page, the words used on every page, and the page for addresses that do not exist.",
        ),
        // Each form is long and nested; the dev site (npm run edit) is the real preview.
        editor: { preview: false },
        format: contentFormat,
        ...(translated ? { i18n: true } : {}),
        files: kindList.flatMap(([name, kind]) =>
          isFolderKind(kind)
            ? []
            : [
                {
                  name,
                  label: kind.label,
                  file: fileOf(kind.file),
                  ...(translated ? { i18n: true } : {}),
                  fields: editorFields(kind.schema, { ...(translated ? { ownLanguage } : {}), choices }),
                },
              ],
        ),
      },
      ...kindList.flatMap(([name, kind]) =>
        isFolderKind(kind)
          ? [folderCollection(name, kind, { ownLanguage: translated ? ownLanguage : undefined, choices })]
          : [],
      ),
    ] satisfies EditorCollection[] as EditorCollection[],
  };
}

function folderCollection(
  name: string,
  kind: FolderKind,
  { ownLanguage, choices }: { ownLanguage: string | undefined; choices: EditorChoices },
): EditorCollection {
  const translated = ownLanguage !== undefined;
  const shape = kind.schema.shape;
  const title = itemNameKeys.find((key) => key in shape) ?? "title";
  // A long list stays usable on a phone: by title, and by place where items say where they run.
  const place = Object.entries(shape).find(
    ([, field]) => fieldMeta(field as z.ZodType).kind === "place",
  )?.[0];
  const { places } = choices;
  return {
    name,
    label: kind.label,
    label_singular: kind.itemLabel,
    ...(kind.description ? { description: literalText(kind.description) } : {}),
    folder: contentPath(kind.folder),
    extension: "yml",
    format: contentFormat,
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: title,
    summary: `{{${title}}}`,
    sortable_fields: {
      // By its day too, where it has one: a story's, an event's, a report's year.
      fields: [title, "order", place, "date", "starts", "year"].filter(
        (field) => field !== undefined && field in shape,
      ),
      default: { field: title, direction: "ascending" },
    },
    ...(place && places
      ? {
          view_groups: { groups: placeViews(place, places) },
          view_filters: { filters: placeViews(place, places) },
        }
      : {}),
    editor: { preview: false },
    ...(translated ? { i18n: true } : {}),
    fields: editorFields(kind.schema, { ...(translated ? { ownLanguage } : {}), choices }),
  };
}

/**
 * One view of the list per place, named as the site names it. Sveltia heads the groups of a field
 * by its stored value, the place's code ("GM", "online"); a group that compares the field with one
 * value is headed by its own label, so each place is a group of its own, its name over its
 * programs and the others below. The same views filter the list to one place.
 */
function placeViews(place: string, places: NonNullable<EditorChoices["places"]>) {
  return places.map(({ label, value }) => ({
    name: `${place}-${value.toLowerCase()}`,
    label,
    field: place,
    eq: value,
  }));
}

/**
 * The configuration as the editor's file of settings (config.yml): JSON, which YAML reads as it
 * is. Unindented, every field the schema repeats (a figure's currencies, a button's ways to
 * lead) compresses to almost nothing, for staff who open the editor on a phone's data.
 */
export function configFile(config: ReturnType<typeof editorConfig>): string {
  return JSON.stringify(config);
}
