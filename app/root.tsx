import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { SkipLink } from "~/components/layout/skip-link";
import { home } from "~/content/home";
import { notFound } from "~/content/not-found";
import { programs } from "~/content/programs";
import { site } from "~/content/site";
import { wantsHydration } from "~/lib/hydration";
import { absoluteUrl, documentLinks, themeColors } from "~/lib/meta";
import "./app.css";

const mainId = "main-content";

export const links: Route.LinksFunction = () => documentLinks();

export function Layout({ children }: { children: ReactNode }) {
  // The dev server always hydrates, for live reload and for pages it does not prerender.
  const matches = useMatches();
  const hydrate = import.meta.env.DEV || wantsHydration(matches);
  const pageUrl = absoluteUrl(useLocation().pathname);
  return (
    <html lang={site.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColors.map(({ media, color }) => (
          <meta key={media} name="theme-color" media={media} content={color} />
        ))}
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink targetId={mainId} label={site.skipLinkLabel} />
        <SiteHeader name={site.name} pageUrl={pageUrl} />
        <main id={mainId} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter
          name={site.name}
          footer={site.footer}
          programLinks={programs.map((program) => ({ label: program.title, href: site.footer.linkHref }))}
          involvementLinks={home.getInvolved.options.map((option) => ({
            label: option.title,
            href: site.footer.linkHref,
          }))}
        />
        {hydrate && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Rendered only for the SPA fallback file, which the build insists on creating (and which
 * scripts/postbuild deletes, as it has no content). The build checks it contains <Scripts/>.
 */
export function HydrateFallback() {
  return <Scripts />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const heading = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : notFound.error.heading;
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-heading font-bold">{heading}</h1>
      <p className="mt-4 text-muted-foreground">{notFound.error.text}</p>
    </section>
  );
}
