import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The import style and the folder boundaries: see docs/decisions/0007.
const importStyle = [
  {
    regex: "^\\.\\./",
    message: "Import from another folder by its #app/… (or #deploy/…) name (docs/decisions/0007).",
  },
  {
    regex: "^(\\./(?!\\+types/)|#).*(?<!\\.(ts|tsx|css|svg|json|svg\\?raw))$",
    message: "Write the file's extension, e.g. ./types.ts (docs/decisions/0007).",
  },
];

const onlyRoutesReadContent = {
  regex: "^#app/content/",
  message: "Only route modules read the content files; take the content as props.",
};
const contentTypesOnly = {
  regex: "^#app/schema/",
  allowTypeImports: true,
  message: "Take content as props: import only its types from the schema.",
};
const boundaries = {
  "app/components/ui/**": [
    {
      regex: "^#app/schema/",
      message: "A ui primitive knows nothing of the site's content: take plain props.",
    },
    {
      regex: "^#app/components/(shared|sections|layout)/",
      message: "A ui primitive uses only other ui primitives.",
    },
  ],
  "app/components/shared/**": [
    onlyRoutesReadContent,
    contentTypesOnly,
    {
      regex: "^#app/components/(sections|layout)/",
      message: "Shared pieces serve sections; they do not use them.",
    },
  ],
  "app/components/sections/**": [
    onlyRoutesReadContent,
    contentTypesOnly,
    {
      regex: "^(\\./|#app/components/sections/)",
      message: "A section does not use another section: move shared markup to shared/.",
    },
    { regex: "^#app/components/layout/", message: "A section does not use the page layout." },
  ],
  // Stories, events and reports: their pieces use one another, never a section or the layout.
  "app/components/news/**": [
    onlyRoutesReadContent,
    contentTypesOnly,
    {
      regex: "^#app/components/(sections|layout)/",
      message: "News pieces do not use sections or the layout.",
    },
  ],
  "app/components/layout/**": [
    onlyRoutesReadContent,
    contentTypesOnly,
    { regex: "^#app/components/sections/", message: "The layout does not use sections." },
  ],
  "app/lib/**": [
    onlyRoutesReadContent,
    { regex: "^#app/(components|routes)/", message: "Helpers in lib/ know nothing of components or routes." },
  ],
  "app/schema/**": [
    {
      regex: "^#app/(components|routes|lib|content)/",
      message:
        "The schema only describes the content: it knows nothing of reading it, of the pages or their helpers.",
    },
  ],
  "app/content/**": [
    {
      regex: "^#app/(components|routes|lib)/",
      message: "Reading and checking the content knows nothing of the pages or their helpers.",
    },
  ],
};

const restrictImports = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "reports/"],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: restrictImports(importStyle),
  },
  ...Object.entries(boundaries).map(([folder, patterns]) => ({
    files: [`${folder}/*.{ts,tsx}`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: restrictImports([...importStyle, ...patterns]),
  })),
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.configs.strict,
  },
  reactHooks.configs.flat.recommended,
  {
    // Tests state what they expect to exist; a failed lookup fails the test anyway.
    files: ["**/*.test.{ts,tsx}", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
