import type { PageFacts } from "#app/schema/types.ts";
import { photoCopies } from "#app/lib/photos.ts";
import { cn } from "#app/lib/cn.ts";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";

/**
 * An uploaded picture as the page shows it: its small copies, the one the screen needs, after
 * the text on slow data; nothing while the picture could not be read.
 */
export function Picture({
  file,
  alt,
  sizes,
  photos,
  className,
}: {
  file: string;
  /** Its description; "" where the words beside it say it all (a partner's name beside its logo). */
  alt: string;
  sizes: string;
  photos: PageFacts["photos"];
  className?: string;
}) {
  const languageOf = useLanguageOf();
  const size = photos[file];
  const copies = size ? photoCopies(file, size) : [];
  const largest = copies.at(-1);
  if (!largest) return null;
  return (
    <img
      src={largest.src}
      srcSet={copies.map((copy) => `${copy.src} ${copy.width}w`).join(", ")}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      lang={alt ? languageOf(alt) : undefined}
      // Text first on slow data; a preload would take the bandwidth from the page.
      loading="lazy"
      decoding="async"
      className={cn("h-auto bg-muted", className)}
    />
  );
}
