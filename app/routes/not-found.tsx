import { useEffect } from "react";
import type { Route } from "./+types/not-found";
import { NotFoundMessage } from "#app/components/sections/not-found-message.tsx";
import { loadContent } from "#app/schema/load.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

export function loader() {
  const { site, notFound } = loadContent();
  return { site, notFound };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { site, notFound } = loaderData;
  return pageMeta({
    site,
    title: notFound.title,
    description: notFound.metaDescription,
    path: "/404",
    noindex: true,
  });
};

function logMissingPath() {
  console.warn("404 Not Found:", window.location.pathname);
}

// Inline, hashed into the policy: see docs/decisions/0001.
const inlineLogger = `(${logMissingPath.toString()})()`;

export default function NotFound({ loaderData: { notFound } }: Route.ComponentProps) {
  // The dev server renders this page in the browser, where React never runs inline scripts.
  useEffect(() => {
    if (import.meta.env.DEV) logMissingPath();
  }, []);
  return (
    <>
      <NotFoundMessage {...notFound} />
      {!import.meta.env.DEV && <script dangerouslySetInnerHTML={{ __html: inlineLogger }} />}
    </>
  );
}
