import type { ButtonContent, PageFacts } from "#app/schema/types.ts";
import type { ButtonProps } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { CallToAction } from "./call-to-action.tsx";

type Variant = NonNullable<ButtonProps["variant"]>;

interface ButtonRowProps {
  buttons: readonly ButtonContent[];
  facts: PageFacts;
  /** The first button gets the main style, the others the quieter one. */
  variants?: [Variant, Variant];
  className?: string;
}

export function ButtonRow({ buttons, facts, variants = ["primary", "outline"], className }: ButtonRowProps) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start", className)}>
      {buttons.map((button, index) => (
        <CallToAction
          key={button.label}
          button={button}
          facts={facts}
          variant={index === 0 ? variants[0] : variants[1]}
          size="lg"
        />
      ))}
    </div>
  );
}
