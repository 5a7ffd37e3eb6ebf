import type { ReactNode } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { Logo } from "./logo.tsx";

// The name is deliberately not a link: the spec allows no navigation beyond three links.
export function SiteHeader({
  name,
  pageUrl,
  children,
}: {
  name: string;
  /** Printed in place of the address bar, where the page knows it. */ pageUrl?: string;
  /** The language switch, when the site has more than one language. */ children?: ReactNode;
}) {
  const languageOf = useLanguageOf();
  return (
    <header className="border-b border-border bg-background">
      {/* The switch moves under the name only when both do not fit on one line. */}
      <Container className="flex min-h-16 flex-wrap items-center gap-x-4 py-1">
        <div className="flex flex-[1_1_12rem] items-center gap-3">
          <Logo />
          <span lang={languageOf(name)} className="text-title font-bold tracking-tight">
            {name}
          </span>
        </div>
        {children}
        {pageUrl && <span className="ml-auto hidden text-small print:inline">{pageUrl}</span>}
      </Container>
    </header>
  );
}
