// Laid out by takumi (share-card-drawer.ts) with flexbox: each box with children says how they flow.
import type { BrandColors } from "#app/lib/brand-colors.server.ts";
import { shareImageSize } from "#app/lib/meta.ts";
import type { ShareCard } from "./share-cards.ts";

/** The hero illustration's place on the card. */
export const illustrationSize = { width: 420, height: 300 };

/** The band of the brand's colour along the card's foot. */
const bandHeight = 16;
const illustrationMargin = 48;
const paddingTop = 56;
/** The organisation's name, at the top. */
const headerHeight = 32;

const aboveBand = shareImageSize.height - bandHeight;
/**
 * The part of the card that holds the page's own words: below the organisation's name, left of
 * the illustration, above the band. Nothing of them shows outside it: the rest is the same on
 * every card of a language, however long its words (share-images.test.ts).
 */
export const wordsArea = {
  top: paddingTop + headerHeight,
  width: shareImageSize.width - illustrationSize.width - illustrationMargin,
  height: aboveBand - paddingTop - headerHeight,
};

interface ShareCardImageProps {
  card: ShareCard;
  /** The organisation's name in the card's language. */
  organisationName: string;
  /** Where the hero illustration is found: the name the drawer gives its picture. */
  illustration: string;
  colors: BrandColors;
}

export function ShareCardImage({ card, organisationName, illustration, colors }: ShareCardImageProps) {
  return (
    <div
      style={{
        display: "flex",
        flexDirection: "column",
        width: "100%",
        height: "100%",
        backgroundColor: colors.card,
        fontFamily: "Inter",
        color: colors.ink,
      }}
    >
      <div style={{ display: "flex", height: aboveBand }}>
        <div
          style={{
            display: "flex",
            flexDirection: "column",
            justifyContent: "space-between",
            padding: `${paddingTop}px 40px 48px 64px`,
            width: wordsArea.width,
            boxSizing: "border-box",
            flexShrink: 0,
            // Nothing shows beyond the words' area: a word too long for a line is broken, a
            // title or line too long for the card ends in an ellipsis, the first line's accents
            // stay clear of the name above, and the band, drawn last, covers what would pass it.
            overflowWrap: "break-word",
            rowGap: 24,
          }}
        >
          <div
            style={{
              display: "flex",
              height: headerHeight,
              alignItems: "center",
              fontSize: 26,
              fontWeight: 700,
              color: colors.primary,
            }}
          >
            <div
              style={{
                display: "flex",
                width: 18,
                height: 18,
                borderRadius: 9,
                backgroundColor: colors.accent,
                marginRight: 14,
              }}
            />
            {organisationName}
          </div>
          <div style={{ display: "flex", flexDirection: "column" }}>
            <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1, lineClamp: 3 }}>
              {card.title}
            </div>
            <div
              style={{ fontSize: 28, lineHeight: 1.4, color: colors.inkMuted, marginTop: 24, lineClamp: 4 }}
            >
              {card.line}
            </div>
          </div>
          <div style={{ display: "flex", flexWrap: "wrap", gap: 12 }}>
            {card.facts.map((fact) => (
              <div
                key={fact}
                style={{
                  display: "flex",
                  fontSize: 22,
                  fontWeight: 700,
                  color: colors.primary,
                  backgroundColor: colors.primarySoft,
                  borderRadius: 999,
                  padding: "8px 18px",
                }}
              >
                {fact}
              </div>
            ))}
          </div>
        </div>
        <div
          style={{
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            flex: 1,
            paddingRight: illustrationMargin,
          }}
        >
          <img
            src={illustration}
            width={illustrationSize.width}
            height={illustrationSize.height}
            style={{ borderRadius: 24 }}
          />
        </div>
      </div>
      <div style={{ display: "flex", height: bandHeight, backgroundColor: colors.primary }} />
    </div>
  );
}
