import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Container({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 @max-[20rem]:px-[5cqi]", className)}
      {...props}
    />
  );
}
