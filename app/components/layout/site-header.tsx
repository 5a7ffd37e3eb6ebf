import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { Logo } from "./logo.tsx";

interface SiteHeaderProps {
  name: string;
  /** The home page in the page's language, which the name leads to; `current` on the home page itself. */
  home: { href: string; current: boolean };
  /** Printed in place of the address bar, where the page knows it. */
  pageUrl?: string | undefined;
  /** The language switch, when the site has more than one language. */
  languageSwitch?: ReactNode;
  /** The staff's menu, and their one call to action, on a line of their own under the name. */
  menu?: ReactNode;
  action?: ReactNode;
}

export function SiteHeader({ name, home, pageUrl, languageSwitch, menu, action }: SiteHeaderProps) {
  const languageOf = useLanguageOf();
  return (
    <header className="border-b border-border bg-background">
      {/* The switch moves under the name only when both do not fit on one line. */}
      <Container className="flex min-h-16 flex-wrap items-center gap-x-4 py-1">
        <div className="flex flex-[1_1_12rem] items-center">
          <a
            href={home.href}
            aria-current={home.current ? "page" : undefined}
            className="inline-flex min-h-11 items-center gap-3 text-foreground underline-offset-4 hover:underline"
          >
            <Logo />
            <span lang={languageOf(name)} className="text-title font-bold tracking-tight">
              {name}
            </span>
          </a>
        </div>
        {languageSwitch}
        {pageUrl && <span className="ml-auto hidden text-small print:inline">{pageUrl}</span>}
      </Container>
      {(menu || action) && (
        <Container className="pb-2 print:hidden">
          {menu}
          {action}
        </Container>
      )}
    </header>
  );
}
