// Tools that only some commands use (the old Chromium builds of the support-floor tests,
// Lighthouse for the benchmark, the deployment test's Observatory), kept out of `npm install`
// so a first install costs a volunteer on mobile data what the site needs. Each set is a
// package.json and its package-lock.json in scripts/on-demand/<set>/: fetched at those exact
// versions the first time a command needs it, with a progress line, and kept between runs
// (and between clones) in the user's cache folder. `node scripts/on-demand.ts <set>` fetches
// one ahead of time.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const setsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "on-demand");
const completeMark = ".complete";

/** ~/.cache/women-in-tech-site, or under $XDG_CACHE_HOME; SITE_TOOLS_CACHE names another. */
export function toolsCache(): string {
  if (process.env.SITE_TOOLS_CACHE) return path.resolve(process.env.SITE_TOOLS_CACHE);
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "women-in-tech-site");
}

interface ToolSet {
  description: string;
  /** What a first fetch downloads, in bytes, for the progress line. */
  downloadBytes: number;
}

/** The folder that holds the set's node_modules, fetched first if it is not there yet. */
export async function toolsFolder(set: string): Promise<string> {
  const source = path.join(setsFolder, set);
  const manifest = readFileSync(path.join(source, "package.json"), "utf8");
  const lock = readFileSync(path.join(source, "package-lock.json"), "utf8");
  const version = createHash("sha256").update(manifest).update(lock).digest("hex").slice(0, 12);
  const folder = path.join(toolsCache(), `${set}-${version}`);
  if (existsSync(path.join(folder, completeMark))) return folder;
  await holdingLock(`${folder}.lock`, async () => {
    // Another process may have fetched it while this one waited.
    if (existsSync(path.join(folder, completeMark))) return;
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "package.json"), manifest);
    writeFileSync(path.join(folder, "package-lock.json"), lock);
    await install(folder, JSON.parse(manifest) as ToolSet);
    writeFileSync(path.join(folder, completeMark), new Date().toISOString());
  });
  return folder;
}

/** A module of a set, by the name it would be imported by if it were installed here. */
export async function importTool<Module>(set: string, specifier: string): Promise<Module> {
  const folder = await toolsFolder(set);
  const resolved = createRequire(path.join(folder, "package.json")).resolve(specifier);
  return (await import(pathToFileURL(resolved).href)) as Module;
}

async function install(folder: string, set: ToolSet): Promise<void> {
  const megabytes = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
  // Its own npm cache, emptied afterwards: the installed set is what is kept, once.
  const npmCache = path.join(folder, ".npm-cache");
  console.log(
    `Fetching ${set.description}, about ${megabytes(set.downloadBytes)}, once: it is kept in ${folder}.`,
  );
  const started = Date.now();
  const interactive = process.stdout.isTTY;
  const report = () => {
    const line = `  ${megabytes(folderBytes(npmCache))} of about ${megabytes(set.downloadBytes)} after ${Math.round((Date.now() - started) / 1000)} s`;
    if (interactive) process.stdout.write(`\r${line}`);
    else console.log(line);
  };
  const timer = setInterval(report, interactive ? 1000 : 10_000);
  try {
    await run(
      "npm",
      ["ci", "--no-audit", "--no-fund", "--ignore-scripts", "--loglevel=error", "--cache", npmCache],
      folder,
    );
  } finally {
    clearInterval(timer);
  }
  report();
  if (interactive) process.stdout.write("\n");
  rmSync(npmCache, { recursive: true, force: true });
}

function folderBytes(folder: string): number {
  if (!existsSync(folder)) return 0;
  return readdirSync(folder, { recursive: true, encoding: "utf8" }).reduce((total, name) => {
    try {
      const stat = statSync(path.join(folder, name));
      return stat.isFile() ? total + stat.size : total;
    } catch {
      // Moved by npm while it was counted.
      return total;
    }
  }, 0);
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", "ignore", "inherit"],
      shell: process.platform === "win32",
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args[0]} in ${cwd} failed (exit ${code}): see above.`)),
    );
  });
}

/**
 * One process fetches a set at a time (the browser tests run in two workers); the others wait
 * for it. A lock left by a process that no longer runs is taken over.
 */
async function holdingLock(lock: string, work: () => Promise<void>): Promise<void> {
  const owner = path.join(lock, "pid");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock, { recursive: false });
      writeFileSync(owner, String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (isStale(lock, Number(readText(owner)))) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function readText(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function isStale(lock: string, pid: number): boolean {
  // No owner named yet: it is between making the lock and naming itself, unless that was long ago.
  if (!pid) {
    const made = statSync(lock, { throwIfNoEntry: false });
    return !made || Date.now() - made.mtimeMs > 60_000;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const set of process.argv.slice(2)) await toolsFolder(set);
}
