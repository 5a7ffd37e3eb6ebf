import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      // On paper the same edges as the sheet's width gives on screen, set for print: Firefox
      // prints no SVG text inside a box whose edges a container query sets.
      className={cn(
        "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 @max-[20rem]:px-[5cqi] print:px-6",
        className,
      )}
      {...props}
    />
  );
}
