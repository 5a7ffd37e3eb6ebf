import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "#scripts/free-port.ts";
import { toolsFolder } from "#scripts/on-demand.ts";

export const testHost = "localhost";

interface RunningServer {
  port: number;
  /** nginx's master, whose workers are its children. */
  pid: number;
  stop: () => Promise<void>;
}

export interface RunningNginx extends RunningServer {
  httpPort: number;
  caFile: string;
}

export interface RunningNodeServer extends RunningServer {
  alive: () => boolean;
  /** A crash leaves its stack trace here. */
  errors: () => string;
}

async function waitForPort(port: number, what: string, attempts = 150): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.end(() => resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start listening on port ${port}`);
}

/** nginx writes into its folder until it has quit, so the folder goes only after. */
async function end(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(signal);
  await exited;
}

function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!found) throw new Error("nginx is not installed (Debian: apt-get install nginx); .ci/run installs it.");
  return found;
}

/** Changes only where the shipped file listens, which files it serves and with which certificate. */
function adaptShippedConfig(
  shipped: string,
  site: { root: string; httpPort: number; httpsPort: number; certificate: string; key: string },
): string {
  const replacements: Array<[RegExp, string]> = [
    [/^\s*listen \[::\]:\d+.*$/gm, ""],
    [/listen 80\b/g, `listen 127.0.0.1:${site.httpPort}`],
    [/listen 443\b/g, `listen 127.0.0.1:${site.httpsPort}`],
    // At server level: the ACME challenge folder is a location's root.
    [/^ {2}root [^;]+;/m, `  root ${site.root};`],
    [/ssl_certificate [^;]+;/, `ssl_certificate ${site.certificate};`],
    [/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${site.key};`],
    [/server_name (?!_;)[^;]+;/g, `server_name ${testHost};`],
    [
      /return 301 https:\/\/\$server_name\$request_uri;/,
      `return 301 https://$server_name:${site.httpsPort}$request_uri;`,
    ],
  ];
  return replacements.reduce((config, [pattern, replacement]) => {
    if (!pattern.test(config)) throw new Error(`The shipped nginx.conf no longer has ${pattern}`);
    pattern.lastIndex = 0;
    return config.replace(pattern, replacement);
  }, shipped);
}

export async function startNginx(build: string): Promise<RunningNginx> {
  const work = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const [httpPort, port] = [await freePort(), await freePort()];
  const [certificate, key] = [path.join(work, "site.pem"), path.join(work, "site.key")];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", `/CN=${testHost}`].concat([
      "-addext",
      `subjectAltName=DNS:${testHost},IP:127.0.0.1`,
      "-keyout",
      key,
      "-out",
      certificate,
    ]),
    { stdio: "pipe" },
  );
  const site = adaptShippedConfig(readFileSync(path.join(build, "deploy", "nginx.conf"), "utf8"), {
    root: path.resolve(build, "client"),
    httpPort,
    httpsPort: port,
    certificate,
    key,
  });
  // As root, nginx's workers would run as "nobody", which cannot read a temporary folder.
  const runAs = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  const configFile = path.join(work, "nginx.conf");
  writeFileSync(
    configFile,
    `${runAs}daemon off;
worker_processes 2;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${site}
}
`,
  );
  execFileSync(nginxBinary(), ["-t", "-q", "-p", work, "-c", configFile], { stdio: "inherit" });
  const child = spawn(nginxBinary(), ["-p", work, "-c", configFile], { stdio: "inherit" });
  const stop = async () => {
    await end(child, "SIGQUIT");
    rmSync(work, { recursive: true, force: true });
  };
  process.once("exit", () => child.kill("SIGQUIT"));
  await waitForPort(port, "nginx");
  return { port, httpPort, caFile: certificate, pid: child.pid!, stop };
}

export async function startNodeServer(client: string): Promise<RunningNodeServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/serve.ts", client], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = () => end(child, "SIGTERM");
  process.once("exit", () => child.kill("SIGTERM"));
  await waitForPort(port, "scripts/serve.ts");
  return {
    port,
    pid: child.pid!,
    alive: () => child.exitCode === null && child.signalCode === null,
    errors: () => stderr,
    stop,
  };
}

/**
 * Cloudflare's own emulator of its Pages host (`wrangler pages dev`), serving a built site with
 * its _headers and _redirects as Cloudflare reads them. It writes its state in a folder of its own.
 */
export async function startCloudflarePages(client: string): Promise<RunningServer> {
  const wrangler = path.join(
    await toolsFolder("cloudflare"),
    "node_modules",
    "wrangler",
    "bin",
    "wrangler.js",
  );
  const work = mkdtempSync(path.join(tmpdir(), "site-cloudflare-"));
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [wrangler, "pages", "dev", path.resolve(client)].concat(
      ["--ip", "127.0.0.1", "--port", String(port), "--inspector-port", String(inspectorPort)],
      ["--compatibility-date", "2026-11-01", "--persist-to", path.join(work, "state"), "--log-level", "warn"],
    ),
    {
      cwd: work,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
  const stop = async () => {
    await end(child, "SIGTERM");
    rmSync(work, { recursive: true, force: true });
  };
  process.once("exit", () => child.kill("SIGTERM"));
  // Its first start compiles the host's code: slower than nginx's.
  try {
    await waitForPort(port, "wrangler pages dev", 600);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${output}`, { cause: error });
  }
  return { port, pid: child.pid!, stop };
}
