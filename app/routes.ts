import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";
import { translationCodes } from "./schema/load.server.ts";

// Each translation has the same pages under its code (/fr/…), drawn by the same modules.
const pages = (language?: string) => {
  const id = (name: string) => (language ? `${name}-${language}` : name);
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("programs/:slug", "routes/program.tsx", { id: id("program") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
};

export default [
  ...translationCodes().flatMap((language) => prefix(language, pages(language))),
  ...pages(),
] satisfies RouteConfig;
