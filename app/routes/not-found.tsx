import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "~/components/sections/not-found-message";
import { notFound } from "~/content/not-found";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: notFound.title, description: notFound.metaDescription, path: "/404", noindex: true });

/**
 * Logs the address that was asked for. It reads the browser's real location, since the
 * same prerendered 404.html answers every unknown path. Kept inline and tiny so the page
 * needs no JavaScript file; its hash goes into the Content-Security-Policy at build time.
 */
export const missingPathLogger = `console.warn("404 Not Found:",location.pathname)`;

export default function NotFound() {
  return (
    <>
      <NotFoundMessage {...notFound} />
      <script dangerouslySetInnerHTML={{ __html: missingPathLogger }} />
    </>
  );
}
