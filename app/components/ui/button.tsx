import { cva, type VariantProps } from "class-variance-authority";
import { Fragment, type ComponentProps, type ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { FitWords } from "./fit-words.tsx";

const buttonVariants = cva(
  // Its icon goes under the words that need the line.
  "inline-flex min-h-11 flex-wrap items-center justify-center gap-2 rounded-control px-5 py-2.5 text-center font-semibold wrap-anywhere motion-safe:transition-colors",
  {
    variants: {
      // On a page only a few words wide (large text on a phone), a button takes the whole line
      // and gives its words the room of its edges; one among links (the header's) keeps to its words.
      width: {
        line: "@max-[20rem]:w-full @max-[20rem]:px-[4cqi]",
        words: "max-w-full @max-[20rem]:px-[4cqi]",
      },
      variant: {
        // Forced colours drop backgrounds: a filled button keeps an edge there, in the system's colour.
        primary: "bg-primary text-primary-foreground hover:bg-primary/90 forced-colors:border",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90 forced-colors:border",
        outline: "border border-border bg-card text-foreground hover:bg-muted",
        onPrimary: "bg-primary-foreground text-primary hover:bg-primary-foreground/90 forced-colors:border",
      },
      size: {
        md: "text-body",
        lg: "min-h-12 px-6 text-lead",
      },
    },
    defaultVariants: { variant: "primary", size: "md", width: "line" },
  },
);

type Looks = VariantProps<typeof buttonVariants> & {
  children: ReactNode;
  /**
   * Words added for screen readers only, when the visible label is ambiguous: each part in its
   * language, after a space, or right after the words before it where `glued` (a colon).
   */
  srContext?: ReadonlyArray<Words>;
  className?: string;
};

/** With a destination it is a link that looks like a button; without one, an inert button. */
export type ButtonProps = Looks &
  (
    | ({ href: string } & Omit<ComponentProps<"a">, "href" | "className" | "children">)
    | { href?: undefined; type?: "button" | "submit" }
  );

export function Button({ children, srContext, variant, size, width, className, ...target }: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, width }), className);
  const label = (
    <>
      {/* An element, so a label longer than the screen is wide can wrap inside the button. */}
      {typeof children === "string" ? <FitWords element>{children}</FitWords> : children}
      {inRuns(srContext ?? []).map(({ text, lang, glued }) => (
        <Fragment key={text}>
          {glued ? "" : " "}
          <span lang={lang} className="sr-only">
            {text}
          </span>
        </Fragment>
      ))}
    </>
  );
  if (target.href !== undefined) {
    return (
      <a className={classes} {...target}>
        {label}
      </a>
    );
  }
  return (
    <button type={target.type ?? "button"} className={cn(classes, "print:hidden")}>
      {label}
    </button>
  );
}

type Words = { text: string; lang?: string | undefined; glued?: boolean };

/** Words in one language joined in one element, each run of another language in its own. */
function inRuns(parts: readonly Words[]): Words[] {
  return parts.reduce<Words[]>((runs, part) => {
    const last = runs.at(-1);
    if (last && last.lang === part.lang)
      return [...runs.slice(0, -1), { ...last, text: `${last.text}${part.glued ? "" : " "}${part.text}` }];
    return [...runs, part];
  }, []);
}
