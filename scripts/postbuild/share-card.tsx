// Satori lays this out with flexbox only: a box with more than one child needs display: flex.
import type { BrandColors } from "#app/lib/brand-colors.server.ts";
import type { ShareCard } from "./share-cards.ts";

/** The hero illustration's place on the card. */
export const illustrationSize = { width: 420, height: 300 };

interface ShareCardImageProps {
  card: ShareCard;
  organisationName: string;
  /** The hero illustration as a data: URL, drawn once for every card. */
  illustration: string;
  colors: BrandColors;
}

export function ShareCardImage({ card, organisationName, illustration, colors }: ShareCardImageProps) {
  return (
    <div
      style={{
        display: "flex",
        width: "100%",
        height: "100%",
        backgroundColor: colors.card,
        fontFamily: "Inter",
        color: colors.ink,
        borderBottom: `16px solid ${colors.primary}`,
      }}
    >
      <div
        style={{
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "56px 40px 48px 64px",
          width: 720,
        }}
      >
        <div
          style={{
            display: "flex",
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
          <div style={{ fontSize: 60, fontWeight: 700, lineHeight: 1.05, letterSpacing: -1 }}>
            {card.title}
          </div>
          <div style={{ fontSize: 28, lineHeight: 1.4, color: colors.inkMuted, marginTop: 24 }}>
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
        style={{ display: "flex", alignItems: "center", justifyContent: "center", flex: 1, paddingRight: 48 }}
      >
        <img
          src={illustration}
          width={illustrationSize.width}
          height={illustrationSize.height}
          style={{ borderRadius: 24 }}
        />
      </div>
    </div>
  );
}
