import { useId } from "react";
import type { ButtonContent, PageFacts } from "#app/schema/types.ts";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import { Glyph } from "#app/components/ui/glyph.tsx";
import { describeDownload, destinationOf } from "#app/lib/destinations.ts";
import { FitWords } from "#app/components/ui/fit-words.tsx";
import { useLanguageOf } from "#app/components/ui/languages-of-words.tsx";
import { linkMarkers } from "./link-markers.ts";

type Looks = Pick<ButtonProps, "variant" | "size" | "width" | "className" | "srContext">;

/**
 * A button from the content: a link drawn as a button where the organisation has said where
 * it leads, an inert button until then. A download shows its type and size beside it.
 */
export function CallToAction({
  button,
  facts,
  srContext,
  ...looks
}: Looks & { button: ButtonContent; facts: PageFacts }) {
  const sizeId = useId();
  const languageOf = useLanguageOf();
  const destination = destinationOf(button, facts.language);
  if (!destination) {
    return (
      <Button srContext={srContext} {...looks}>
        {button.label}
      </Button>
    );
  }
  const marker = linkMarkers[destination.kind];
  const bytes = destination.kind === "file" ? facts.downloads[destination.path] : undefined;
  const markerWords = marker?.words && facts.words[marker.words];
  const spoken = [
    ...(srContext ?? []),
    ...(markerWords ? [{ text: markerWords, lang: languageOf(markerWords) }] : []),
  ];
  const link = (
    <Button
      href={destination.href}
      srContext={spoken}
      {...looks}
      {...(destination.kind === "file" ? { download: "" } : {})}
      {...(bytes === undefined ? {} : { "aria-describedby": sizeId })}
    >
      {/* An element, not bare text, so engines without flex gap can space the icon by margin. */}
      <FitWords element>{button.label}</FitWords>
      {marker && <Glyph name={marker.glyph} className="size-[1.1em] shrink-0" />}
    </Button>
  );
  if (bytes === undefined) return link;
  return (
    <span className="inline-flex flex-col gap-1">
      {link}
      <span id={sizeId} className="text-center text-small">
        {describeDownload(destination.href, bytes, facts.formats.dates)}
      </span>
    </span>
  );
}
