// The 1200×630 images shown when a page is shared (WhatsApp, LinkedIn, …), drawn from the
// page's own content in the brand colours.
import { Resvg } from "@resvg/resvg-js";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import satori from "satori";
import type { Content } from "#app/schema/load.server.ts";
import { brandColors } from "#app/lib/brand-colors.server.ts";
import { formatMonth } from "#app/schema/dates.ts";
import { shareImagePath, shareImageSize } from "#app/lib/meta.ts";
import { hasPage } from "#app/lib/program-paths.ts";
import { formatList, formatWeeks } from "#app/lib/text.ts";

interface ShareCard {
  /** The page key, naming the file /og/<key>.png. */
  key: string;
  title: string;
  line: string;
  facts: string[];
}

/** One card per shareable page, all from content. */
function shareCards({ home, programs, site }: Content): ShareCard[] {
  return [
    {
      key: "home",
      title: home.hero.heading,
      line: home.hero.text,
      facts: home.hero.statistics
        .slice(0, 2)
        .map((statistic) => `${statistic.value} ${statistic.label.toLowerCase()}`),
    },
    ...programs.filter(hasPage).map((program) => ({
      key: program.slug,
      title: program.title,
      line: program.page.summary,
      facts: [
        formatWeeks(program.weeks),
        formatList(program.page.languages),
        `${site.programPage.nextCohortLabel} ${formatMonth(program.page.nextCohortStart)}`,
      ],
    })),
  ];
}

export async function writeShareImages(
  client: string,
  illustrationFile: string,
  content: Content,
): Promise<void> {
  const require = createRequire(import.meta.url);
  const fontFile = (weight: number) =>
    require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const fonts = [
    { name: "Inter", data: await readFile(fontFile(400)), weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: await readFile(fontFile(700)), weight: 700 as const, style: "normal" as const },
  ];
  const illustration = `data:image/svg+xml;base64,${(await readFile(illustrationFile)).toString("base64")}`;
  await mkdir(path.join(client, "og"), { recursive: true });
  const colors = brandColors();
  for (const card of shareCards(content)) {
    const svg = await satori(cardTree(card, illustration, content.site.name, colors) as never, {
      ...shareImageSize,
      fonts,
    });
    const png = new Resvg(svg, { fitTo: { mode: "width", value: shareImageSize.width } }).render().asPng();
    await writeFile(path.join(client, shareImagePath(card.key)), png);
  }
}

type Node = { type: string; props: Record<string, unknown> };

function el(type: string, style: Record<string, unknown>, ...children: Array<Node | string>): Node {
  return { type, props: { style, children } };
}

function cardTree(
  card: ShareCard,
  illustration: string,
  organisationName: string,
  colors: ReturnType<typeof brandColors>,
): Node {
  const logo = {
    type: "img",
    props: { src: illustration, width: 420, height: 300, style: { borderRadius: 24 } },
  };
  return el(
    "div",
    {
      display: "flex",
      width: "100%",
      height: "100%",
      backgroundColor: colors.card,
      fontFamily: "Inter",
      color: colors.ink,
      borderBottom: `16px solid ${colors.primary}`,
    },
    el(
      "div",
      {
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "56px 40px 48px 64px",
        width: 720,
      },
      el(
        "div",
        { display: "flex", alignItems: "center", fontSize: 26, fontWeight: 700, color: colors.primary },
        el("div", {
          display: "flex",
          width: 18,
          height: 18,
          borderRadius: 9,
          backgroundColor: colors.accent,
          marginRight: 14,
        }),
        organisationName,
      ),
      el(
        "div",
        { display: "flex", flexDirection: "column" },
        el("div", { fontSize: 60, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }, card.title),
        el("div", { fontSize: 28, lineHeight: 1.4, color: colors.inkMuted, marginTop: 24 }, card.line),
      ),
      el(
        "div",
        { display: "flex", flexWrap: "wrap", gap: 12 },
        ...card.facts.map((fact) =>
          el(
            "div",
            {
              display: "flex",
              fontSize: 22,
              fontWeight: 700,
              color: colors.primary,
              backgroundColor: colors.primarySoft,
              borderRadius: 999,
              padding: "8px 18px",
            },
            fact,
          ),
        ),
      ),
    ),
    el(
      "div",
      { display: "flex", alignItems: "center", justifyContent: "center", flex: 1, paddingRight: 48 },
      logo,
    ),
  );
}
