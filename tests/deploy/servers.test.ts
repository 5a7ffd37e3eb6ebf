import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseHeadersFile } from "#deploy/headers-file.ts";
import { describeLoad, loadRun } from "./load-run.ts";
import { exchange, get, type Exchange, type Target } from "./raw-exchange.ts";
import { programAddress, serverRequests, type Facts } from "./requests.ts";
import {
  startNginx,
  startNodeServer,
  testHost,
  type RunningNginx,
  type RunningNodeServer,
} from "./servers.ts";

type Server = "nginx" | "node";
const servers: Server[] = ["nginx", "node"];
const work = mkdtempSync(path.join(tmpdir(), "site-compare-"));
const client = path.join(work, "client");
let nginx: RunningNginx;
let node: RunningNodeServer;
const targets = {} as Record<Server, Target>;
const facts = {} as Record<Server, Facts>;
let productionHeaders: string[];
const withAndWithoutGzip: Array<Record<string, string>> = [{}, { "Accept-Encoding": "gzip" }];

beforeAll(async () => {
  cpSync("build", work, { recursive: true, preserveTimestamps: true });
  [nginx, node] = await Promise.all([startNginx(work), startNodeServer(client)]);
  targets.nginx = { port: nginx.port, caFile: nginx.caFile };
  targets.node = { port: node.port };
  const rules = parseHeadersFile(readFileSync(path.join(client, "_headers"), "utf8"));
  // Every answer has the headers common to all paths, a policy and its caching.
  productionHeaders = [
    "cache-control",
    "content-security-policy",
    ...Object.keys(rules[0]!.headers).map((name) => name.toLowerCase()),
  ];
  const stylesheet = readdirSync(path.join(client, "assets")).find((file) => file.endsWith(".css"))!;
  const read = (file: string) => ({
    bytes: readFileSync(path.join(client, file)),
    gzipped: readFileSync(path.join(client, `${file}.gz`)),
  });
  const [css, home] = [
    { path: `/assets/${stylesheet}`, ...read(`assets/${stylesheet}`) },
    read("index.html"),
  ];
  for (const server of servers) {
    const validators = new Map<string, Record<string, string>>();
    for (const page of [css.path, "/"]) {
      for (const headers of withAndWithoutGzip) {
        const answer = await exchange(targets[server], get(page, headers));
        validators.set(`${page} ${answer.headers["content-encoding"] ?? ""}`, answer.headers);
      }
    }
    facts[server] = {
      css,
      home,
      etag: (page, encoding) => validators.get(`${page} ${encoding ?? ""}`)!.etag!,
      lastModified: (page) => validators.get(`${page} `)!["last-modified"]!,
    };
  }
});

afterAll(async () => {
  await Promise.all([nginx?.stop(), node?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

const pick = (answer: Exchange, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, answer.headers[name]]));
// Where the answer is a file; nginx's own short pages for other errors differ from Node's.
const fileHeaders = ["etag", "last-modified", "vary", "content-encoding", "content-length", "content-range"];
const fileStatuses = [200, 206, 304, 404];

describe("nginx and npm start's server answer alike", () => {
  for (const entry of serverRequests) {
    const { status } = entry;
    const expected = typeof status === "number" ? `${status}` : `nginx ${status.nginx}, node ${status.node}`;
    it(`${entry.name}: ${expected}`, async () => {
      const answers = {} as Record<Server, Exchange>;
      for (const server of servers) {
        const answer = await exchange(targets[server], entry.request(facts[server]));
        answers[server] = answer;
        const outcome = typeof status === "number" ? status : status[server];
        if (outcome === "closed") {
          expect(answer.answered, `${server} answered ${answer.status}`).toBe(false);
          continue;
        }
        expect(answer.status, server).toBe(outcome);
        expect(answer.body.toString("latin1"), server).not.toMatch(/root:.*:0:0:/);
        for (const name of productionHeaders) expect(answer.headers[name], `${server}: ${name}`).toBeTruthy();
        try {
          entry.check?.(answer, facts[server]);
        } catch (error) {
          (error as Error).message = `${server}: ${(error as Error).message}`;
          throw error;
        }
      }
      if (answers.nginx.answered && answers.node.answered) {
        const compared = fileStatuses.includes(answers.nginx.status!)
          ? [...productionHeaders, ...fileHeaders]
          : productionHeaders;
        expect(pick(answers.node, compared), "npm start's headers (+) against nginx's (-)").toEqual(
          pick(answers.nginx, compared),
        );
      }
      expect(node.alive(), `the Node server stopped: ${node.errors()}`).toBe(true);
    });
  }

  it("answer 404 for a page or asset removed while they run, its gzipped copy left", async () => {
    for (const page of [`${programAddress}/`, facts.node.css.path]) {
      const file = path.join(client, page.endsWith("/") ? `${page}index.html` : page);
      renameSync(file, `${file}.away`);
      try {
        for (const server of servers) {
          for (const headers of withAndWithoutGzip) {
            const answer = await exchange(targets[server], get(page, headers));
            expect(answer.status, `${server}: ${page} ${JSON.stringify(headers)}`).toBe(404);
          }
        }
      } finally {
        renameSync(`${file}.away`, file);
      }
      expect((await exchange(targets.node, get(page))).status, `${page} back`).toBe(200);
    }
    expect(node.alive(), `the Node server stopped: ${node.errors()}`).toBe(true);
  });

  it("serve 500 connections for 15 s on / with no errors", { timeout: 120_000 }, async () => {
    const figures = {
      node: await loadRun(`http://127.0.0.1:${node.port}/`, node.pid),
      nginx: await loadRun(`https://127.0.0.1:${nginx.port}/`, nginx.pid, testHost),
    };
    console.log("Load run, 500 connections for 15 s on / (gzip accepted):");
    for (const server of servers) console.log(`  ${describeLoad(server, figures[server])}`);
    for (const server of servers) {
      const { errors, timeouts, non2xx, requests } = figures[server];
      expect({ errors, timeouts, non2xx }, server).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
      expect(requests, server).toBeGreaterThan(0);
    }
    expect(node.alive(), `the Node server stopped: ${node.errors()}`).toBe(true);
  });
});
