import { Resvg } from "@resvg/resvg-js";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement } from "react";
import satori from "satori";
import type { Content } from "#app/content/load.server.ts";
import type { PageLanguage } from "#app/schema/types.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import { ShareCardImage } from "./share-card.tsx";
import type { LanguageWords } from "#app/schema/types.ts";
import { shareCards } from "./share-cards.ts";

export async function writeShareImages(
  client: string,
  illustrationFile: string,
  content: Content,
  language: PageLanguage,
  { words, ownSite }: { words: LanguageWords; ownSite: Content["site"] },
): Promise<void> {
  const require = createRequire(import.meta.url);
  const fontFile = (weight: number) =>
    require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const fonts = [
    { name: "Inter", data: await readFile(fontFile(400)), weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: await readFile(fontFile(700)), weight: 700 as const, style: "normal" as const },
  ];
  const illustration = `data:image/svg+xml;base64,${(await readFile(illustrationFile)).toString("base64")}`;
  await mkdir(path.dirname(path.join(client, shareImagePath("home", language))), { recursive: true });
  const colors = brandColors();
  for (const card of shareCards(content, words, ownSite)) {
    const image = createElement(ShareCardImage, {
      card,
      organisationName: content.site.name,
      illustration,
      colors,
    });
    const svg = await satori(image, { ...shareImageSize, fonts });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: shareImageSize.width } }).render().asPng();
    await writeFile(path.join(client, shareImagePath(card.key, language)), png);
  }
}
