import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumExecutable } from "./scripts/chromium.ts";
import { freePort } from "./scripts/free-port.ts";

// The built sites are served on ports free as the run starts, unless E2E_PORT names the
// site's (the fixture's is the next one): a fixed port fails the run whenever another server
// holds it. Taken once, here: each worker loads this file again and finds them set.
const named = process.env.E2E_PORT;
process.env.E2E_PORT ??= String(await freePort());
while (!process.env.E2E_FIXTURE_PORT || process.env.E2E_FIXTURE_PORT === process.env.E2E_PORT) {
  process.env.E2E_FIXTURE_PORT = named ? String(Number(named) + 1) : String(await freePort());
}
const site = {
  port: Number(process.env.E2E_PORT),
  root: path.join(process.env.BUILD_DIR ?? "build", "client"),
};
const fixture = { port: Number(process.env.E2E_FIXTURE_PORT), root: "build/fixture/client" };
// The specs on the site's own content are one set of checks, whatever runs them: the whole
// suite on each kind's first pages, the content lane (scripts/check-content-lane.ts) on the
// pages a change affects, which it lists in this file (tests/e2e/checked-pages.ts). The editor's
// specs run on content sets of their own, and the fixture's on the fixture.
const contentLane = process.env.CONTENT_LANE_PAGES;
const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
};
const onSite = { ...browser, baseURL: `http://127.0.0.1:${site.port}` };
const siteProject = { name: "site", testIgnore: /\.fixture\.spec\.ts$|editor[^/]*\.spec\.ts$/, use: onSite };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  use: { trace: "off" },
  projects: contentLane
    ? [siteProject]
    : [
        siteProject,
        {
          name: "editor",
          testMatch: /editor[^/]*\.spec\.ts$/,
          use: onSite,
          // One editor at a time: each starts React Router's dev server, which writes the route
          // types into this folder's .react-router/; two starting together raced on it.
          workers: 1,
        },
        {
          name: "fixture",
          testMatch: /\.fixture\.spec\.ts$/,
          use: { ...browser, baseURL: `http://127.0.0.1:${fixture.port}` },
        },
      ],
  webServer: (contentLane ? [site] : [site, fixture]).map(({ port, root }) => ({
    command: `node scripts/serve.ts ${root}`,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  })),
});
