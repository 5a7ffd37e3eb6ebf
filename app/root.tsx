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
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { LanguageSwitch } from "./components/layout/language-switch.tsx";
import { SkipLink } from "./components/layout/skip-link.tsx";
import { SiteMenu } from "./components/layout/site-menu.tsx";
import { CallToAction } from "./components/shared/call-to-action.tsx";
import { currentEntry, menuEntries, withSlash } from "./lib/site-menu.ts";
import type { PageHead } from "./lib/page-head.ts";
import { ContentProblems } from "./components/sections/content-problems.tsx";
import { NotFoundMessage } from "./components/sections/not-found-message.tsx";
import { contentProblems } from "./content/content-error.ts";
import { loadPage } from "#app/content/load.server.ts";
import { otherLanguages, pathIn } from "./lib/languages.ts";
import { ownLanguageOnly, wordsLanguages } from "./lib/words-language.ts";
import { keepWords, keptWords } from "./lib/page-words.ts";
import { LanguagesOfWords } from "./components/ui/languages-of-words.tsx";
import { isUnknownAddress, wantsHydration } from "./lib/route-handle.ts";
import { brandColors } from "./lib/brand-colors.server.ts";
import { pageOf, pagePath } from "./lib/site-map.ts";
import { destinationOf } from "./lib/destinations.ts";
import type { ButtonContent } from "./schema/types.ts";
import { programsShown } from "./lib/program-places.ts";
import type { PageContext } from "./lib/page-context.ts";
import { absoluteUrl, documentLinks } from "./lib/meta.ts";
// The dev server's pages reload when the content changes; nothing of it is built.
import "./lib/content-reload.ts";
import "./app.css";

const mainId = "main-content";

export const links: Route.LinksFunction = () => documentLinks();

// What every page shares (PageContext), and what the page around it draws.
export async function loader({ request }: Route.LoaderArgs) {
  const { content, base, language, languages, words, facts } = await loadPage(request);
  const { site, home, programs, notFound, allPrograms } = content;
  const colors = brandColors();
  const footerLink = (label: string) => ({ label, href: site.footer.linkHref });
  // Links the staff chose lead where each says, in the page's language.
  const chosenLinks = (buttons: readonly ButtonContent[] = []) =>
    buttons.map((button) => ({
      label: button.label,
      href: destinationOf(button, language)?.href ?? site.footer.linkHref,
    }));
  const allProgramsPage = pageOf(base, "all-programs");
  // Built pages take their words where the server keeps them (page-words.ts).
  if (!import.meta.env.DEV) keepWords(language.code, words);
  const context: PageContext = {
    site,
    language,
    languages,
    facts,
    ownLanguage: base.site.language,
    ...(import.meta.env.DEV ? { words } : {}),
  };
  return {
    ...context,
    // The links the staff chose; else the programs the home page shows, then the way to the others.
    programLinks: site.footer.programLinks?.length
      ? chosenLinks(site.footer.programLinks)
      : [
          ...programsShown(programs, home.programs.shown).map((program) => footerLink(program.title)),
          ...(allProgramsPage
            ? [{ label: allPrograms.linkLabel, href: pathIn(language, allProgramsPage.path) }]
            : []),
        ],
    involvementLinks: site.footer.involvedLinks?.length
      ? chosenLinks(site.footer.involvedLinks)
      : home.getInvolved.options.map((option) => footerLink(option.title)),
    bottomLinks: chosenLinks(site.footer.bottomLinks),
    menu: menuEntries(site.navigation.menu, language),
    notFound,
    themeColors: [
      { media: "(prefers-color-scheme: light)", color: colors.paperLight },
      { media: "(prefers-color-scheme: dark)", color: colors.paperDark },
    ],
  };
}

export function Layout({ children }: { children: ReactNode }) {
  // The dev server always hydrates, for live reload and for pages it does not prerender.
  const matches = useMatches();
  const hydrate = import.meta.env.DEV || wantsHydration(matches);
  const location = useLocation();
  // Missing only when the content itself could not be read (the dev server shows why).
  const shell = useRouteLoaderData<typeof loader>("root");
  const site = shell?.site;
  const words = shell && (shell.words ?? keptWords(shell.language.code));
  const languagesOfWords = shell && words ? wordsLanguages(shell.ownLanguage, words) : ownLanguageOnly;
  const switchLinks = shell
    ? otherLanguages(shell.languages, shell.language, location.pathname, {
        known: !isUnknownAddress(matches),
      })
    : [];
  const homePath = pathIn(shell?.language ?? { prefix: "" }, "/");
  const action = site?.navigation.action;
  // The pages this one sits under, as its route's head gives them: their menu entries are marked.
  const above = (matches.at(-1)?.loaderData as { head?: PageHead } | undefined)?.head?.trail?.crumbs ?? [];
  return (
    <html lang={shell?.language.code ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {shell?.themeColors.map(({ media, color }) => (
          <meta key={media} name="theme-color" media={media} content={color} />
        ))}
        <Meta />
        <Links />
        {shell && <link rel="manifest" href={pathIn(shell.language, "/site.webmanifest")} />}
      </head>
      <body>
        <LanguagesOfWords languages={languagesOfWords}>
          {site && <SkipLink targetId={mainId} label={site.skipLinkLabel} />}
          {shell && site && (
            <SiteHeader
              name={site.name}
              home={{ href: homePath, current: withSlash(location.pathname) === homePath }}
              // The 404 page is built at an address of its own, not the one a visitor asked for.
              pageUrl={
                location.pathname.endsWith(`${pagePath("not-found")}/`)
                  ? undefined
                  : absoluteUrl(site, location.pathname)
              }
              languageSwitch={<LanguageSwitch label={site.languageSwitchLabel} links={switchLinks} />}
              menu={
                shell.menu.length > 0 && (
                  <SiteMenu
                    label={site.navigation.menuLabel}
                    words={site.linkWords}
                    entries={shell.menu.map((entry) => ({
                      ...entry,
                      current: currentEntry(entry.href, location.pathname, {
                        above: above.map((crumb) => crumb.href),
                        home: homePath,
                      }),
                    }))}
                  />
                )
              }
              action={action && <CallToAction button={action} facts={shell.facts} width="words" />}
            />
          )}
          <main id={mainId} tabIndex={-1}>
            {children}
          </main>
          {shell && site && (
            <SiteFooter
              name={site.name}
              footer={site.footer}
              programLinks={shell.programLinks}
              involvementLinks={shell.involvementLinks}
              bottomLinks={shell.bottomLinks}
            />
          )}
        </LanguagesOfWords>
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

// In the dev server, a mistake in the content lands here: the page lists the problems.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>("root");
  const problems = contentProblems(error);
  if (problems) return <ContentProblems problems={problems} />;
  const notFound = shell?.notFound;
  if (notFound && isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundMessage {...notFound} homePath={pathIn(shell?.language ?? { prefix: "" }, "/")} />;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-heading font-bold">{notFound?.error.heading ?? "Something went wrong"}</h1>
      {notFound && <p className="mt-4 text-muted-foreground">{notFound.error.text}</p>}
    </section>
  );
}
