import type { CallToAction } from "~/content/types";
import { Button, type ButtonProps } from "~/components/ui/button";
import { cn } from "~/lib/cn";

interface CallToActionsProps {
  actions: readonly CallToAction[];
  /** The first action gets the main style, the others the quieter one. */
  variants?: [NonNullable<ButtonProps["variant"]>, NonNullable<ButtonProps["variant"]>];
  size?: ButtonProps["size"];
  className?: string;
}

/** A row of calls to action from content: links where they have a destination, inert buttons otherwise. */
export function CallToActions({
  actions,
  variants = ["primary", "outline"],
  size = "lg",
  className,
}: CallToActionsProps) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {actions.map((action, index) => (
        <Button
          key={action.label}
          href={action.href}
          srContext={action.context}
          variant={index === 0 ? variants[0] : variants[1]}
          size={size}
        >
          {action.label}
        </Button>
      ))}
    </div>
  );
}
