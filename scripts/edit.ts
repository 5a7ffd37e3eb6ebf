import { spawn } from "node:child_process";
import path from "node:path";
import { contentFolder } from "#app/content/files.server.ts";

const host = "127.0.0.1";
const port = process.env.PORT ?? "5173";
const origin = `http://${host}:${port}`;

// The editor reads and writes the repository's folder itself, through the browser (Chrome or Edge).
const repository = path.dirname(contentFolder());
console.log(`\nThe editor: ${origin}/admin/ in Chrome or Edge: press "Work with Local Repository"`);
console.log(`            and choose the folder ${repository}; saves go to its content/ folder.`);
console.log(`The site:   ${origin}/ (reloads after each save)\n`);

const devServer = spawn(
  process.execPath,
  [
    path.resolve("node_modules/@react-router/dev/bin.cjs"),
    "dev",
    "--host",
    host,
    "--port",
    port,
    "--strictPort",
  ],
  { stdio: "inherit" },
);
devServer.on("exit", (code) => (process.exitCode = code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => devServer.kill("SIGTERM"));
