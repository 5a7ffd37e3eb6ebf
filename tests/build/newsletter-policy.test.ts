// With a newsletter provider set (the fixture content set), every form of the policy lets the
// sign-up post to it and follow it to its thank-you page: the _headers file, nginx and each
// page's <meta>, for hosts that read one or the other.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "#app/content/load.server.ts";
import { fixtureContent } from "#scripts/content-sets.ts";

const build = path.resolve("build/fixture");
const { newsletter } = loadContent(fixtureContent).site.footer;
const expected = `form-action 'self' ${new URL(newsletter.providerUrl).origin} ${new URL(newsletter.thankYouUrl!).origin}`;

describe("the policy of a site with a newsletter provider", () => {
  it("is built (npm run build:fixture)", () => {
    expect(existsSync(path.join(build, "client/index.html"))).toBe(true);
  });

  it.each([
    ["_headers", "client/_headers"],
    ["nginx", "deploy/nginx.conf"],
    ["the home page's <meta>", "client/index.html"],
    ["the 404 page's <meta>", "client/404.html"],
  ])("%s lets the form post to the provider and its thank-you page", (_, file) => {
    const policies = readFileSync(path.join(build, file), "utf8").match(/default-src 'none';[^"\n]*/g) ?? [];
    // The editor's own policy posts no form.
    const sitePolicies = policies.filter((policy) => !policy.includes("form-action 'none'"));
    expect(sitePolicies.length).toBeGreaterThan(0);
    // An application form's page adds after these its own service and the site's own
    // address, where the service sends her back.
    for (const policy of sitePolicies) {
      expect(policy.split(/;\s*/).find((directive) => directive.startsWith("form-action"))).toMatch(
        new RegExp(`^${expected.replaceAll(".", "\\.")}( https://[^ ]+ https://[^ ]+)?$`),
      );
    }
  });
});
