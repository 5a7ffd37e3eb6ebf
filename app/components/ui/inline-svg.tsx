interface InlineSvgProps {
  /** The whole file, as imported with `?raw`. */
  svg: string;
  label: string;
  className?: string;
}

/**
 * An SVG file drawn as markup in the page rather than an <img>: it arrives with the first
 * paint, and an inline drawing is no largest-contentful-paint candidate, so text is.
 */
export function InlineSvg({ svg, label, className }: InlineSvgProps) {
  const opening = /<svg\b([^>]*)>/.exec(svg);
  if (!opening) throw new Error("InlineSvg: no <svg> element");
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(opening[1] ?? "")?.[1];
  const drawing = svg.slice(opening.index + opening[0].length, svg.lastIndexOf("</svg>")).trim();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={attribute("viewBox")}
      width={attribute("width")}
      height={attribute("height")}
      className={className}
      role="img"
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: drawing.replace(/>\s+</g, "><") }}
    />
  );
}
