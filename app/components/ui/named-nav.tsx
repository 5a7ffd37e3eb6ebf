import { useId, type ReactNode } from "react";

interface NamedNavProps {
  /** What screen readers call it: "Menu". */
  label: string;
  /** The label's language, where it is not the page's. */
  lang?: string | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A <nav> with its name. In the page's language the name is an attribute; in another, it is
 * an element that says its language, which an attribute cannot, and which its links, each in
 * the page's language, must not inherit.
 */
export function NamedNav({ label, lang, className, children }: NamedNavProps) {
  const labelId = useId();
  if (!lang) {
    return (
      <nav aria-label={label} className={className}>
        {children}
      </nav>
    );
  }
  return (
    <nav aria-labelledby={labelId} className={className}>
      <span id={labelId} lang={lang} hidden>
        {label}
      </span>
      {children}
    </nav>
  );
}
