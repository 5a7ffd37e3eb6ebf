import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";

interface ButtonRowProps {
  /** None leads anywhere yet: each is an inert button. */
  labels: readonly string[];
  /** The first button gets the main style, the others the quieter one. */
  variants?: [NonNullable<ButtonProps["variant"]>, NonNullable<ButtonProps["variant"]>];
  className?: string;
}

export function ButtonRow({ labels, variants = ["primary", "outline"], className }: ButtonRowProps) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row sm:flex-wrap", className)}>
      {labels.map((label, index) => (
        <Button key={label} variant={index === 0 ? variants[0] : variants[1]} size="lg">
          {label}
        </Button>
      ))}
    </div>
  );
}
