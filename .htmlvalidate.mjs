// html-validate settings for the built pages (checked by tests/build/html.test.ts).
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements self-closed (<meta/>, <img/>); both forms are valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes some attribute names in camelCase (charSet, autoComplete); HTML
    // attribute names are case-insensitive. Any other casing is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // Subresource integrity guards files from other origins; the site loads none, and its
    // own files are served with it under the same Content-Security-Policy.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
