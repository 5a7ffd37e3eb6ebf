import { useId } from "react";
import { cn } from "#app/lib/cn.ts";
import type { SiteContent } from "#app/schema/types.ts";
import { Container } from "#app/components/ui/container.tsx";
import { Logo } from "./logo.tsx";
import { NewsletterSignup } from "#app/components/shared/newsletter-signup.tsx";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

type FooterLink = SiteContent["footer"]["social"][number];

interface SiteFooterProps {
  name: string;
  footer: SiteContent["footer"];
  programLinks: readonly FooterLink[];
  involvementLinks: readonly FooterLink[];
  /** The line under the copyright: privacy, accessibility, where the staff chose them. */
  bottomLinks: readonly FooterLink[];
}

export function SiteFooter({ name, footer, programLinks, involvementLinks, bottomLinks }: SiteFooterProps) {
  const languageOf = useLanguageOf();
  return (
    <footer className="border-t border-border bg-muted print:hidden">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.6fr]">
        <div>
          <p className="flex items-center gap-3 text-title font-bold">
            <Logo />
            <span lang={languageOf(name)}>{name}</span>
          </p>
          <p lang={languageOf(footer.tagline)} className="mt-4 max-w-xs text-muted-foreground">
            {footer.tagline}
          </p>
        </div>
        <FooterColumn heading={footer.programsHeading} links={programLinks} />
        <FooterColumn heading={footer.involvedHeading} links={involvementLinks} />
        <div>
          <h2 className="text-body font-bold">
            <FitWords>{footer.connectHeading}</FitWords>
          </h2>
          <FooterLinks links={footer.social} className="mt-4 flex flex-wrap gap-x-5 gap-y-2" />
          <NewsletterSignup {...footer.newsletter} />
        </div>
      </Container>
      <div className="border-t border-border">
        <Container className="py-6 text-small text-muted-foreground">
          <p>
            © {footer.copyrightYear} <span lang={languageOf(name)}>{name}</span>.{" "}
            <span lang={languageOf(footer.copyrightText)}>{footer.copyrightText}</span>
          </p>
          {bottomLinks.length > 0 && (
            <FooterLinks links={bottomLinks} className="mt-3 flex flex-wrap gap-x-5 gap-y-2" />
          )}
        </Container>
      </div>
    </footer>
  );
}

function FooterColumn({ heading, links }: { heading: string; links: readonly FooterLink[] }) {
  const headingId = useId();
  // Named by its heading, whose words carry their language where they are not the page's.
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-body font-bold">
        <FitWords>{heading}</FitWords>
      </h2>
      <FooterLinks links={links} className="mt-4 space-y-2" />
    </nav>
  );
}

function FooterLinks({ links, className }: { links: readonly FooterLink[]; className: string }) {
  const languageOf = useLanguageOf();
  // Names of pages and programs, never hyphenated (« Passerelle numé-rique Gambie »).
  return (
    <ul className={cn("hyphens-manual", className)}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            lang={languageOf(link.label)}
            className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
