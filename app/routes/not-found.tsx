import { useEffect } from "react";
import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "#app/components/sections/not-found-message.tsx";
import { loadPage } from "#app/content/load.server.ts";
import { pathIn } from "#app/lib/languages.ts";
import { usePageContext } from "#app/lib/page-context.ts";
import { pageFor } from "#app/lib/site-map.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { pageHead } from "#app/lib/page-head.ts";

// The language switch leads to the other language's home page, not to its 404.
export const handle = { unknownAddress: true } satisfies RouteHandle;

export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadPage(request);
  const page = pageFor(loaded, "not-found");
  return {
    // No search result shows it: the site's description is stand-in enough.
    head: pageHead(loaded, page, { description: page.item.metaDescription, noindex: true }),
    notFound: page.item,
  };
}

export { meta } from "#app/lib/page-head.ts";

function logMissingPath() {
  console.warn("404 Not Found:", window.location.pathname);
}

// Inline, hashed into the policy: see docs/decisions/0001.
const inlineLogger = `(${logMissingPath.toString()})()`;

export default function NotFound({ loaderData: { notFound } }: Route.ComponentProps) {
  const { language } = usePageContext();
  // The dev server renders this page in the browser, where React never runs inline scripts.
  useEffect(() => {
    if (import.meta.env.DEV) logMissingPath();
  }, []);
  return (
    <>
      <NotFoundMessage {...notFound} homePath={pathIn(language, "/")} />
      {!import.meta.env.DEV && <script dangerouslySetInnerHTML={{ __html: inlineLogger }} />}
    </>
  );
}
