// Starts `npm start`'s server (scripts/serve.ts) on loopback, on a free port, for a folder.
import { spawn } from "node:child_process";
import path from "node:path";
import { freePort, waitForPort } from "./ports.ts";

export interface RunningNodeServer {
  port: number;
  pid: number;
  /** Whether the process is still running: a request must never end it. */
  alive: () => boolean;
  /** What it wrote to stderr (a crash leaves its stack trace here). */
  errors: () => string;
  stop: () => void;
}

export async function startNodeServer(client: string): Promise<RunningNodeServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "..", "serve.ts"), client], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.once("exit", stop);
  await waitForPort(port, "scripts/serve.ts");
  return {
    port,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    errors: () => stderr,
    stop,
  };
}
