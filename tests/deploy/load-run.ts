import { readFileSync } from "node:fs";
import { importTool } from "#scripts/on-demand.ts";

// Fetched by npm run test:deploy the first time (scripts/on-demand/deploy/).
// A CommonJS module: import() gives its exports as default.
const { default: autocannon } = await importTool<{ default: typeof import("autocannon") }>(
  "deploy",
  "autocannon",
);

interface LoadFigures {
  requests: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Resident MB before, at the highest during the run, and 5 s after. */
  rss: { before: number; peak: number; after: number };
}

/** nginx's workers are the master's children: their memory counts too. */
function residentMegabytes(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean);
  const own =
    Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  return own + children.reduce((sum, child) => sum + residentMegabytes(Number(child)), 0);
}

export async function loadRun(url: string, pid: number, servername?: string): Promise<LoadFigures> {
  const before = residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 250);
  const result = await autocannon({
    url,
    connections: 500,
    duration: 15,
    // Other jobs may share the machine's two cores: a slow answer is not a lost one.
    timeout: 30,
    headers: { "accept-encoding": "gzip", ...(servername ? { host: servername } : {}) },
    ...(servername ? { servername } : {}),
  });
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return {
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    rss: { before, peak, after: residentMegabytes(pid) },
  };
}

export function describeLoad(server: string, figures: LoadFigures): string {
  const { rss } = figures;
  return (
    `${server.padEnd(6)} ${figures.requests} requests, p99 ${figures.p99} ms, errors ${figures.errors}, ` +
    `timeouts ${figures.timeouts}, non-2xx ${figures.non2xx}; RSS ${rss.before.toFixed(0)} MB before, ` +
    `${rss.peak.toFixed(0)} MB at most, ${rss.after.toFixed(0)} MB 5 s after`
  );
}
