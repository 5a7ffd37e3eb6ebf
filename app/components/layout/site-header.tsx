import { Container } from "#app/components/ui/container.tsx";
import { Logo } from "./logo.tsx";

// The name is deliberately not a link: the spec allows no navigation beyond three links.
export function SiteHeader({
  name,
  pageUrl,
}: {
  name: string;
  /** Printed in place of the address bar. */ pageUrl: string;
}) {
  return (
    <header className="border-b border-border bg-background">
      <Container className="flex min-h-16 items-center gap-3 py-1">
        <Logo />
        <span className="text-title font-bold tracking-tight">{name}</span>
        <span className="ml-auto hidden text-small print:inline">{pageUrl}</span>
      </Container>
    </header>
  );
}
