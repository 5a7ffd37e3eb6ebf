import { existsSync } from "node:fs";

export function chromiumExecutable(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((candidate) => existsSync(candidate));
}

/** Headless as root in a sandboxed machine with no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
