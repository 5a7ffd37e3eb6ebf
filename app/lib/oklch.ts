// OKLCH colours (the design tokens' notation) converted to sRGB hex, for the places that
// cannot read CSS. The matrices are Björn Ottosson's, as CSS Color 4 uses them.

/** "oklch(0.45 0.16 305)" → "#…"; colours outside sRGB are clipped to it. */
export function oklchToHex(oklch: string): string {
  const match = /^oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)(deg)?\s*\)$/.exec(oklch.trim());
  if (!match) throw new Error(`Not an oklch() colour: "${oklch}"`);
  const lightness = Number(match[1]) / (match[2] ? 100 : 1);
  const [chroma, hue] = [Number(match[3]), (Number(match[4]) * Math.PI) / 180];
  const [a, b] = [chroma * Math.cos(hue), chroma * Math.sin(hue)];
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear.map((channel) => toByte(channel).toString(16).padStart(2, "0")).join("")}`;
}

function toByte(linear: number): number {
  const clipped = Math.min(1, Math.max(0, linear));
  const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}
