import { readFileSync } from "node:fs";

/** Resident memory in MB of a process and its children (nginx's master and workers), from /proc. */
export function residentMegabytes(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean);
  const own =
    Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  return own + children.reduce((sum, child) => sum + residentMegabytes(Number(child)), 0);
}
