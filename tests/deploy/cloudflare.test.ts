// The built site as Cloudflare Pages serves it, read by Cloudflare's own emulator: every page
// and file the build makes answers with one policy, the one the _headers rules give its address
// (a host that sends every matching rule would join two policies with a comma, and the
// browser would enforce both).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadLanguages } from "#app/content/load.server.ts";
import { fixtureContent } from "#scripts/content-sets.ts";
import { pagesInLanguages, sitePages } from "#app/lib/site-map.ts";
import { headersForPath, parseHeadersFile } from "#deploy/headers-file.ts";
import { listFiles } from "#scripts/postbuild/site-files.ts";
import { startCloudflarePages } from "./servers.ts";

const builds = [
  { name: "launch content", build: "build", content: undefined },
  { name: "fixture", build: "build/fixture", content: fixtureContent },
];

describe.each(builds)("Cloudflare Pages, with the $name", ({ build, content }) => {
  const client = path.resolve(build, "client");
  let cloudflare: Awaited<ReturnType<typeof startCloudflarePages>>;

  beforeAll(async () => {
    if (!existsSync(path.join(client, "_headers"))) {
      throw new Error(
        `${build}/client is missing: run \`npm run build\` and \`npm run build:fixture\` first.`,
      );
    }
    cloudflare = await startCloudflarePages(client);
  }, 120_000);
  afterAll(() => cloudflare?.stop());

  it("answers every page and file with the one policy its rules give it, or leads to its address", async () => {
    const rules = parseHeadersFile(readFileSync(path.join(client, "_headers"), "utf8"));
    const languages = loadLanguages(content);
    const [own] = languages;
    const pages = pagesInLanguages(
      sitePages(own!.content),
      languages.map(({ language }) => language),
    ).filter((page) => page.kind !== "not-found");
    const files = (await listFiles(client)).filter((file) => !file.startsWith("_"));
    const addresses = [
      ...pages.flatMap(({ address }) => [address, address.slice(0, -1) || "/", `${address}index.html`]),
      ...files.map((file) => `/${file}`),
      ...files
        .filter((file) => file.endsWith(".html") && !file.endsWith("index.html"))
        .map((file) => `/${file.slice(0, -5)}`),
    ];
    const served: string[] = [];
    for (const address of new Set(addresses)) {
      const answer = await fetch(`http://127.0.0.1:${cloudflare.port}${address}`, { redirect: "manual" });
      const policy = answer.headers.get("content-security-policy");
      await answer.arrayBuffer();
      if (answer.status >= 300 && answer.status < 400) {
        // Its address without .html or with its slash, which answers below.
        expect(policy ?? "", `${address} leads on with one policy at most`).not.toContain(",");
        continue;
      }
      expect(answer.status, address).toBe(200);
      expect(policy, address).toBe(headersForPath(rules, address)["Content-Security-Policy"]);
      served.push(address);
    }
    // Each page is answered at its own address, and the 404 page at its name.
    for (const { address } of pages) expect(served).toContain(address);
    expect(served).toContain("/404");
  });
});
