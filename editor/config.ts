// The configuration of the content editor (Decap CMS at /admin/): where it saves, and its
// forms, which are generated from the content schema.
import { contentFiles } from "#app/schema/content-files.ts";
import { editorFields } from "#app/schema/editor-fields.ts";
import { homeSchema, notFoundSchema, programSchema, siteSchema } from "#app/schema/types.ts";

/**
 * Where the editor saves in production: a GitHub repository and branch. PLACEHOLDER: set
 * the organisation's repository before launch (README, "The editor in production"). Each
 * save opens a pull request (the editorial workflow), which CI checks before it publishes.
 */
const gitBackend = {
  name: "github",
  repo: "women-in-tech-initiative/website",
  branch: "main",
  /** Sign-in through Netlify by default; set to your OAuth proxy on other hosts. */
  base_url: undefined as string | undefined,
};

/** Content paths, relative to the repository root, as the editor reads and writes them. */
export const contentPaths = Object.fromEntries(
  Object.entries(contentFiles).map(([kind, file]) => [kind, `content/${file}`]),
) as { [Kind in keyof typeof contentFiles]: `content/${(typeof contentFiles)[Kind]}` };

/** Set by `npm run edit`: the dev server then also saves the editor's changes to the files. */
export const localEditingVariable = "SITE_EDITOR_SAVES_LOCALLY";

interface EditorConfigOptions {
  /** The live site, for the editor's "view live" link. */
  siteUrl: string;
  /** The local proxy of `npm run edit`; without it the editor signs in to GitHub. */
  localProxyUrl?: string;
}

export function editorConfig({ siteUrl, localProxyUrl }: EditorConfigOptions) {
  const { base_url: baseUrl, ...backend } = gitBackend;
  return {
    backend: { ...backend, ...(baseUrl ? { base_url: baseUrl } : {}), squash_merges: true },
    publish_mode: "editorial_workflow",
    ...(localProxyUrl ? { local_backend: { url: localProxyUrl } } : {}),
    site_url: siteUrl,
    display_url: siteUrl,
    logo_url: "/icon.svg",
    // The site has no pictures to upload; Decap needs a folder named all the same.
    media_folder: "public/uploads",
    public_folder: "/uploads",
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      {
        name: "pages",
        label: "Pages and settings",
        description:
          "The home page, the words used on every page, and the page for addresses that do not exist.",
        // Each form is long and nested; the dev site (npm run edit) is the real preview.
        editor: { preview: false },
        files: [
          { name: "home", label: "Home page", file: contentPaths.home, fields: editorFields(homeSchema) },
          { name: "site", label: "Site settings", file: contentPaths.site, fields: editorFields(siteSchema) },
          {
            // Named by the kind of content, which the checks before saving go by.
            name: "notFound",
            label: "Page not found (404)",
            file: contentPaths.notFound,
            fields: editorFields(notFoundSchema),
          },
        ],
      },
      {
        name: "programs",
        label: "Programs",
        label_singular: "Program",
        description:
          "One entry per program card on the home page. Fill in its Program page to give it a page of its own; the title of a new program becomes its page's address.",
        folder: contentPaths.programs,
        extension: "yml",
        format: "yaml",
        create: true,
        delete: true,
        slug: "{{slug}}",
        identifier_field: "title",
        summary: "{{order}}. {{title}}",
        sortable_fields: ["order", "title"],
        editor: { preview: false },
        fields: editorFields(programSchema),
      },
    ],
  };
}
