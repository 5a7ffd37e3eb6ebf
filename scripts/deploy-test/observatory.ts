import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

export interface ObservatoryGrade {
  grade: string;
  score: number;
  testsFailed: number;
  tests: Array<{ name: string; result: string; pass: boolean }>;
}

/** Runs the MDN HTTP Observatory's checks in a child process that trusts the test CA. */
export function gradeWithObservatory(
  host: string,
  ports: { http: number; https: number },
  caFile: string,
): ObservatoryGrade {
  preparePreloadList();
  const output = execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, "observatory-scan.ts"), host, String(ports.http), String(ports.https)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile }, encoding: "utf8" },
  );
  return JSON.parse(output) as ObservatoryGrade;
}

/**
 * The Observatory reads Chromium's HSTS preload list from a file its install script
 * downloads; this machine cannot reach that address, so the install skips the script
 * (package.json "allowScripts"). The test host is on no preload list, so an empty list
 * grades it exactly as the real one would.
 */
function preparePreloadList() {
  const require = createRequire(import.meta.url);
  const conf = path.join(path.dirname(require.resolve("@mdn/mdn-http-observatory/package.json")), "conf");
  const list = path.join(conf, "hsts-preload.json");
  mkdirSync(conf, { recursive: true });
  if (!existsSync(list)) writeFileSync(list, "{}\n");
}
