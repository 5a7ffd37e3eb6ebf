// Inline rather than an <img> of icon.svg, which keeps its light colours in WebKit
// (docs/decisions/0002); logo.test.tsx checks the shapes stay those of icon.svg.
export function Logo() {
  return (
    <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M7 21c3-7 15-7 18 0"
        fill="none"
        strokeWidth="2.5"
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
      <circle cx="7" cy="21" r="2.5" className="fill-accent" />
      <circle cx="16" cy="15.8" r="2.5" className="fill-primary-foreground" />
      <circle cx="25" cy="21" r="2.5" className="fill-accent" />
    </svg>
  );
}
