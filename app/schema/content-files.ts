// Where each kind of content lives inside content/: read by the build's loader and by the
// editor's configuration, which must name the same files.
export const contentFiles = {
  site: "site.yml",
  home: "home.yml",
  notFound: "not-found.yml",
  programs: "programs",
} as const;
