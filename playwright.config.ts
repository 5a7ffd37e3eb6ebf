import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./scripts/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);
const site = { port, root: "build/client" };
const fixture = { port: port + 1, root: "build/fixture/client" };
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: { trace: "off" },
  projects: [
    {
      name: "site",
      testIgnore: /\.fixture\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${site.port}` },
    },
    {
      name: "fixture",
      testMatch: /\.fixture\.spec\.ts$/,
      use: { ...browser, baseURL: `http://127.0.0.1:${fixture.port}` },
    },
  ],
  webServer: [site, fixture].map(({ port, root }) => ({
    command: `node scripts/serve.ts ${root}`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
