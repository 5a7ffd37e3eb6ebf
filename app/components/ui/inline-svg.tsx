interface InlineSvgProps {
  /** The whole file, as imported with `?raw`. */
  svg: string;
  label: string;
  /** The label's language, where it is not the page's. */
  lang?: string | undefined;
  className?: string;
}

// Markup rather than an <img>: see docs/decisions/0005.
export function InlineSvg({ svg, label, lang, className }: InlineSvgProps) {
  const opening = /<svg\b([^>]*)>/.exec(svg);
  if (!opening) throw new Error("InlineSvg: no <svg> element");
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(opening[1] ?? "")?.[1];
  const drawing = svg.slice(opening.index + opening[0].length, svg.lastIndexOf("</svg>")).trim();
  return (
    // No xmlns: an <svg> in an HTML page is in SVG's namespace by the HTML parser's rules.
    <svg
      viewBox={attribute("viewBox")}
      width={attribute("width")}
      height={attribute("height")}
      className={className}
      role="img"
      aria-label={label}
      lang={lang}
      dangerouslySetInnerHTML={{ __html: drawing.replace(/>\s+</g, "><") }}
    />
  );
}
