// Usage: node scripts/serve.ts [folder]   (PORT, HOST). See docs/decisions/0006.
import { existsSync } from "node:fs";
import path from "node:path";
import { createSiteServer } from "./serve/site-server.ts";

const root = path.resolve(process.argv[2] ?? "build/client");
const shownRoot = path.relative(process.cwd(), root) || ".";
const host = process.env.HOST ?? "127.0.0.1";
const portText = process.env.PORT ?? "3000";
const port = Number(portText);

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!/^\d{1,5}$/.test(portText) || port > 65535) {
  stop(`PORT must be a port number from 0 to 65535, not "${portText}".`);
}
for (const file of ["index.html", "404.html", "_headers"]) {
  if (!existsSync(path.join(root, file)))
    stop(`${shownRoot}/${file} is missing: run \`npm run build\` first.`);
}

const server = createSiteServer(root);
server.on("error", (error: NodeJS.ErrnoException) => {
  const where = `${host}:${port}`;
  if (error.code === "EADDRINUSE") {
    stop(
      `Port ${port} is already in use on ${host}: stop the other server or choose another, e.g. PORT=${port + 1} npm start.`,
    );
  }
  if (error.code === "EACCES") stop(`Not allowed to listen on ${where}: choose a port above 1023.`);
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") {
    stop(`HOST "${host}" is not an address of this machine.`);
  }
  stop(`Cannot serve on ${where}: ${error.message}`);
});
server.listen(port, host, () => {
  const address = server.address();
  const listening = typeof address === "object" && address ? address.port : port;
  console.log(`Serving ${shownRoot} on http://${host === "127.0.0.1" ? "localhost" : host}:${listening}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
