// html-validate settings for the built pages (checked by tests/build/html.test.ts). Where HTML
// allows two ways of writing a thing, the pages are held to the one React writes, not to a
// linter's taste; what HTML forbids stays an error.
export default {
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    // React writes void elements self-closed (<meta/>, <img/>); both forms are valid HTML.
    "void-style": ["error", { style: "selfclose" }],
    // React writes some attribute names in camelCase (charSet, autoComplete); HTML
    // attribute names are case-insensitive. Any other casing is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React writes a true boolean attribute as required="", an empty one as download="";
    // HTML reads both forms as the bare attribute.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // The boxes of one question share its name, as HTML intends: the service gets every box ticked.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // React's useId() makes ids such as "_R_1k_"; HTML allows any id without spaces.
    "valid-id": ["error", { relaxed: true }],
    // The rule reads every tel: link's words as a phone number; a button's are a sentence
    // ("Partner Up"). The contact number is written with no-break spaces (contact-details.tsx).
    "tel-non-breaking": "off",
    // Subresource integrity guards files from other origins; the site loads none, and its
    // own files are served with it under the same Content-Security-Policy.
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
