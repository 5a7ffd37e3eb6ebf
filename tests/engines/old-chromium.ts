// Nothing is downloaded at test time: see docs/decisions/0005.
import { createRequire } from "node:module";
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, chmodSync } from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";

interface OldChromium {
  major: number;
  /** The devDependency (an npm alias) that carries the binary. */
  packageName: string;
}

/** The floor's Chromium era: 80 (no cascade layers, no @property, no :is/:where, no flex gap), 92, 110. */
export const oldChromiums: readonly OldChromium[] = [
  { major: 80, packageName: "old-chromium-80" },
  { major: 92, packageName: "old-chromium-92" },
  { major: 110, packageName: "old-chromium-110" },
];

const cacheRoot = path.resolve("node_modules/.cache/old-chromium");

export async function oldChromiumExecutable({ major, packageName }: OldChromium): Promise<string> {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const { version } = require(`${packageName}/package.json`) as { version: string };
  const executable = path.join(cacheRoot, `${major}-${version}`, "chromium");
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
