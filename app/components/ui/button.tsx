import { cva, type VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

const buttonVariants = cva(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-control px-5 py-2.5 text-center font-semibold motion-safe:transition-colors",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground hover:bg-primary/90",
        accent: "bg-accent text-accent-foreground hover:bg-accent/90",
        outline: "border border-border bg-card text-foreground hover:bg-muted",
        onPrimary: "bg-primary-foreground text-primary hover:bg-primary-foreground/90",
      },
      size: {
        md: "text-body",
        lg: "min-h-12 px-6 text-lead",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export interface ButtonProps extends VariantProps<typeof buttonVariants> {
  children: ReactNode;
  /** With a destination it is a link; without one, an inert button. */
  href?: string;
  /** Words added for screen readers only, when the visible label is ambiguous. */
  srContext?: string;
  /** "submit" only inside a form that has somewhere to send to. */
  type?: "button" | "submit";
  className?: string;
}

export function Button({
  children,
  href,
  srContext,
  type = "button",
  variant,
  size,
  className,
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const label = (
    <>
      {children}
      {srContext && (
        <>
          {" "}
          <span className="sr-only">{srContext}</span>
        </>
      )}
    </>
  );
  if (href) {
    return (
      <Link to={href} className={classes}>
        {label}
      </Link>
    );
  }
  return (
    <button type={type} className={cn(classes, "print:hidden")}>
      {label}
    </button>
  );
}
