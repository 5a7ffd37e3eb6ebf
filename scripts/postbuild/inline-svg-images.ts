// Illustrations (SVG files the build hashed into /assets/) are written into the page as SVG
// markup instead of <img>: the picture arrives with the first paint, with no request of its
// own. Inline vector drawings are not "largest contentful paint" candidates, so the largest
// paint becomes the text, which paints at once. See docs/decisions/0005.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { listPages } from "./site-files.ts";

const assetSvgImage = /<img([^>]*?) src="(\/assets\/[^"]+\.svg)"([^>]*?)\/?>/g;

export async function inlineSvgImages(client: string): Promise<void> {
  for (const page of await listPages(client)) {
    const file = path.join(client, page);
    const html = await readFile(file, "utf8");
    const images = [...html.matchAll(assetSvgImage)];
    if (!images.length) continue;
    let result = html;
    for (const [tag, before, src = "", after] of images) {
      const svg = await readFile(path.join(client, src), "utf8");
      result = result
        .replace(tag, inlineSvg(svg, `${before}${after}`))
        // React preloads the images it renders; an inlined one needs no request.
        .replace(`<link rel="preload" as="image" href="${src}"/>`, "");
    }
    await writeFile(file, result);
  }
}

/** The drawing with the <img>'s alt text as its name and the <img>'s class and size. */
function inlineSvg(svg: string, imgAttributes: string): string {
  const opening = /<svg\b([^>]*)>/.exec(svg);
  if (!opening) throw new Error("inlineSvg: no <svg> element");
  const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(imgAttributes)?.[1];
  const alt = attribute("alt");
  const viewBox = /\bviewBox="([^"]*)"/.exec(opening[1] ?? "")?.[1];
  const inner = svg.slice(opening.index + opening[0].length, svg.lastIndexOf("</svg>")).trim();
  const attributes = [
    'xmlns="http://www.w3.org/2000/svg"',
    viewBox && `viewBox="${viewBox}"`,
    ...["width", "height", "class"].map((name) => attribute(name) && `${name}="${attribute(name)}"`),
    alt ? `role="img" aria-label="${alt}"` : 'aria-hidden="true"',
  ].filter(Boolean);
  return `<svg ${attributes.join(" ")}>${inner.replace(/>\s+</g, "><")}</svg>`;
}
