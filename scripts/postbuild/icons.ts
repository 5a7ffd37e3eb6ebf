import { Resvg } from "@resvg/resvg-js";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PageLanguage, SiteContent } from "#app/schema/types.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";

const pngIcons = [
  { file: "apple-touch-icon.png", size: 180, maskable: false },
  { file: "icon-192.png", size: 192, maskable: false },
  { file: "icon-512.png", size: 512, maskable: false },
  { file: "icon-maskable-512.png", size: 512, maskable: true },
];
const faviconSizes = [16, 32, 48];

export async function writeIcons(client: string): Promise<void> {
  const source = await readFile(path.join(client, "icon.svg"), "utf8");
  for (const icon of pngIcons) {
    const svg = icon.maskable ? maskable(source) : source;
    await writeFile(path.join(client, icon.file), renderPng(svg, icon.size));
  }
  await writeFile(
    path.join(client, "favicon.ico"),
    icoFromPngs(faviconSizes.map((size) => ({ size, png: renderPng(source, size) }))),
  );
}

/** A manifest per language (/fr/site.webmanifest): a phone's home screen opens the site in it. */
export async function writeManifest(
  client: string,
  site: SiteContent,
  language: PageLanguage,
): Promise<void> {
  await writeFile(
    path.join(client, language.prefix, "site.webmanifest"),
    JSON.stringify(webManifest(site, language), null, 2),
  );
}

function renderPng(svg: string, size: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

// For Android's shaped icons: the mark inside the safe zone, on its own tile's colour.
function maskable(source: string): string {
  const inner = source.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  const tile = /\.tile\s*\{\s*fill:\s*([^;}\s]+)/.exec(source)?.[1];
  if (!tile) throw new Error("public/icon.svg: the .tile rule with its fill is missing");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="${tile}"/><g transform="translate(6.4 6.4) scale(0.6)">${inner}</g></svg>`;
}

function icoFromPngs(images: Array<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

function webManifest(site: SiteContent, language: PageLanguage) {
  return {
    id: `${language.prefix}/`,
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: language.code,
    start_url: `${language.prefix}/`,
    scope: `${language.prefix}/`,
    display: "browser",
    background_color: brandColors().paperLight,
    theme_color: brandColors().paperLight,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
    ],
  };
}
