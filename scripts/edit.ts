import { spawn } from "node:child_process";
import path from "node:path";
import { contentFolder } from "#app/schema/load.server.ts";
import { localEditingVariable } from "#editor/config.ts";

const host = "127.0.0.1";
const port = process.env.PORT ?? "5173";
const origin = `http://${host}:${port}`;

const shownFolder = path.relative(process.cwd(), contentFolder());
const savesTo = shownFolder.startsWith("..") ? contentFolder() : shownFolder;
console.log(`\nThe editor: ${origin}/admin/ (press Login; saves go to ${savesTo}/)`);
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
  { env: { ...process.env, [localEditingVariable]: "1" }, stdio: "inherit" },
);
devServer.on("exit", (code) => (process.exitCode = code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => devServer.kill("SIGTERM"));
