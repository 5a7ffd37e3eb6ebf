import { defineConfig, devices } from "@playwright/test";
import { existsSync } from "node:fs";

// Browser tests run against the built site (build/client), served the way a static host
// serves it. They use the system Chromium (CHROME_PATH, or /usr/bin/chromium); elsewhere
// Playwright's own browser works too (`npx playwright install chromium`).
const port = Number(process.env.E2E_PORT ?? 4173);
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));
const executablePath = process.env.CHROME_PATH || systemChromium;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath,
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "node scripts/serve.ts",
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
