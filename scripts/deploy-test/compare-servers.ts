// Issue 11's requests sent to nginx (the shipped configuration) and to `npm start`'s server,
// both serving one copy of the build: every request answered, the same status and the same
// production headers from both, ranges and conditional requests right, the Node server
// still running after. Then the same load on each.
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { parseHeadersFile } from "#deploy/headers.ts";
import { describeLoad, loadRun } from "./load-run.ts";
import { startNginx, testHost, type RunningNginx } from "./nginx-server.ts";
import { startNodeServer, type RunningNodeServer } from "./node-server.ts";
import { exchange, type Exchange, type Target } from "./raw-exchange.ts";
import { addressRequests } from "./address-requests.ts";
import { rangeRequests } from "./range-requests.ts";
import { get, type Facts } from "./request-matrix.ts";
import { programAddress } from "./program-page.ts";

type Server = "nginx" | "node";
const servers: Server[] = ["nginx", "node"];

export function describeServerComparison(build: string) {
  describe("nginx and npm start, given issue 11's requests", () => {
    const work = mkdtempSync(path.join(tmpdir(), "site-compare-"));
    const client = path.join(work, "client");
    let nginx: RunningNginx;
    let node: RunningNodeServer;
    const targets = {} as Record<Server, Target>;
    const facts = {} as Record<Server, Facts>;
    let productionHeaders: string[];

    before(async () => {
      cpSync(build, work, { recursive: true });
      nginx = await startNginx(work);
      node = await startNodeServer(client);
      targets.nginx = { port: nginx.httpsPort, caFile: nginx.caFile };
      targets.node = { port: node.port };
      const rules = parseHeadersFile(readFileSync(path.join(client, "_headers"), "utf8"));
      // Every answer has the headers common to all paths, a policy and its caching.
      productionHeaders = [
        "cache-control",
        "content-security-policy",
        ...Object.keys(rules[0]!.headers).map((name) => name.toLowerCase()),
      ];
      const stylesheet = readdirSync(path.join(client, "assets")).find((file) => file.endsWith(".css"))!;
      const css = {
        path: `/assets/${stylesheet}`,
        bytes: readFileSync(path.join(client, "assets", stylesheet)),
      };
      for (const server of servers) {
        const validators = new Map<string, Record<string, string>>();
        for (const page of [css.path, "/"])
          validators.set(page, (await exchange(targets[server], get(page))).headers);
        facts[server] = {
          css,
          etag: (page) => validators.get(page)!.etag!,
          lastModified: (page) => validators.get(page)!["last-modified"]!,
        };
      }
    });
    after(() => {
      nginx?.stop();
      node?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it("answers every request, alike, with the production headers, and the Node server keeps running", async () => {
      console.log("Request                                     nginx  node");
      for (const entry of [...rangeRequests, ...addressRequests]) {
        const answers = {} as Record<Server, Exchange>;
        for (const server of servers) {
          const answer = await exchange(targets[server], entry.request(facts[server]));
          answers[server] = answer;
          const label = `${server}, ${entry.name}`;
          const expected = typeof entry.status === "number" ? entry.status : entry.status[server];
          if (expected === "closed") {
            assert.equal(answer.answered, false, `${label}: answered ${answer.status}`);
            continue;
          }
          assert.equal(answer.status, expected, label);
          for (const name of productionHeaders) assert.ok(answer.headers[name], `${label}: ${name}`);
          try {
            entry.check?.(answer, facts[server]);
          } catch (error) {
            throw new Error(`${label}: ${(error as Error).message}`);
          }
        }
        const shown = servers.map((server) => String(answers[server].status ?? "closed").padEnd(6));
        console.log(`  ${entry.name.slice(0, 42).padEnd(42)} ${shown.join(" ")}`);
        if (answers.nginx.answered && answers.node.answered) {
          for (const name of productionHeaders) {
            assert.equal(answers.node.headers[name], answers.nginx.headers[name], `${entry.name}: ${name}`);
          }
        }
      }
      assert.ok(node.alive(), `the Node server stopped: ${node.errors()}`);
    });

    it("answers 404 for a page or asset removed after start, and the Node server keeps running", async () => {
      const stylesheet = facts.node.css.path;
      for (const page of [`${programAddress}/`, stylesheet]) {
        const file = path.join(client, page.endsWith("/") ? `${page}index.html` : page);
        renameSync(file, `${file}.away`);
        try {
          for (const server of servers) {
            const answer = await exchange(targets[server], get(page));
            assert.equal(answer.status, 404, `${server}: ${page}`);
          }
        } finally {
          renameSync(`${file}.away`, file);
        }
        assert.equal((await exchange(targets.node, get(page))).status, 200, `${page} back`);
      }
      assert.ok(node.alive(), `the Node server stopped: ${node.errors()}`);
    });

    it("serves 500 connections for 15 s on / with no errors, on each server", async () => {
      const figures = {
        node: await loadRun(`http://127.0.0.1:${node.port}/`, node.pid),
        nginx: await loadRun(`https://127.0.0.1:${nginx.httpsPort}/`, nginx.pid, testHost),
      };
      console.log("Load run, 500 connections for 15 s on / (gzip accepted):");
      for (const server of servers) console.log(`  ${describeLoad(server, figures[server])}`);
      for (const server of servers) {
        const { errors, timeouts, non2xx, requests } = figures[server];
        assert.deepEqual({ errors, timeouts, non2xx }, { errors: 0, timeouts: 0, non2xx: 0 }, server);
        assert.ok(requests > 0, server);
      }
      assert.ok(node.alive(), `the Node server stopped: ${node.errors()}`);
    });
  });
}
