import { compareWithOldEngines } from "./old-engines.ts";
import { siteLanguages } from "./site-content.ts";

compareWithOldEngines(
  Object.fromEntries(
    siteLanguages().flatMap(({ language, homePath, programPages }) => {
      const named = (name: string) => (language.prefix ? `${name} in ${language.name}` : name);
      return [
        [named("the home page"), homePath],
        ...programPages.map((program) => [named(`the ${program.title} page`), program.path]),
      ];
    }),
  ),
);
