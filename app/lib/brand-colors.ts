// The brand colours as plain sRGB hex, for the places that cannot read the CSS tokens in
// app/app.css: the browser's theme-color, the web app manifest, the share images and the
// maskable icon. Keep them in step with the tokens (and with public/icon.svg).

export const brandColors = {
  /** --background, light scheme. */
  paperLight: "#fdf9f4",
  /** --background, dark scheme. */
  paperDark: "#1d1526",
  /** --card, light scheme: white, behind the share images. */
  card: "#ffffff",
  /** Text on paper. */
  ink: "#2d1b3d",
  /** Quieter text on paper. */
  inkMuted: "#5b4b6b",
  /** --primary, light scheme. */
  primary: "#6b2fa0",
  /** A pale tint of the primary colour, for chips. */
  primarySoft: "#efe3fa",
  /** --accent. */
  accent: "#e8912f",
} as const;
