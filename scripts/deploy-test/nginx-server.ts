// Starts the Debian nginx on loopback with the shipped configuration (build/deploy/nginx.conf)
// against build/client, with a throwaway certificate authority so TLS verifies as in production.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort, waitForPort } from "./ports.ts";

export const testHost = "localhost";

export interface RunningNginx {
  httpPort: number;
  httpsPort: number;
  /** The certificate authority that signed the server's certificate (PEM file). */
  caFile: string;
  /** The master process; its workers are its children. */
  pid: number;
  stop: () => void;
}

export function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => existsSync(candidate));
  if (!found) throw new Error("nginx is not installed (Debian: apt-get install nginx); .ci/run installs it.");
  return found;
}

/** Rewrites only where and how the shipped file listens and which files it serves. */
export function adaptShippedConfig(
  shipped: string,
  site: { root: string; httpPort: number; httpsPort: number; certificate: string; key: string },
): string {
  const replacements: Array<[RegExp, string]> = [
    [/^\s*listen \[::\]:\d+.*$/gm, ""],
    [/listen 80\b/g, `listen 127.0.0.1:${site.httpPort}`],
    [/listen 443\b/g, `listen 127.0.0.1:${site.httpsPort}`],
    // The site's root, at server level (the ACME challenge folder is a location's root).
    [/^ {2}root [^;]+;/m, `  root ${site.root};`],
    [/ssl_certificate [^;]+;/, `ssl_certificate ${site.certificate};`],
    [/ssl_certificate_key [^;]+;/, `ssl_certificate_key ${site.key};`],
    // The site's own name; the default servers' "_" stays.
    [/server_name (?!_;)[^;]+;/g, `server_name ${testHost};`],
    // The redirect names no port in production (443); here HTTPS listens elsewhere.
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

export async function startNginx(buildDirectory: string): Promise<RunningNginx> {
  const work = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const { caFile, certificate, key } = makeCertificates(work);
  const site = adaptShippedConfig(readFileSync(path.join(buildDirectory, "deploy", "nginx.conf"), "utf8"), {
    root: path.resolve(buildDirectory, "client"),
    httpPort,
    httpsPort,
    certificate,
    key,
  });
  const runAs = process.getuid?.() === 0 ? `user ${userInfo().username};\n` : "";
  const main = `${runAs}daemon off;
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
`;
  const configFile = path.join(work, "nginx.conf");
  writeFileSync(configFile, main);
  execFileSync(nginxBinary(), ["-t", "-q", "-p", work, "-c", configFile], { stdio: "inherit" });
  const child: ChildProcess = spawn(nginxBinary(), ["-p", work, "-c", configFile], { stdio: "inherit" });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGQUIT");
    rmSync(work, { recursive: true, force: true });
  };
  process.once("exit", stop);
  await waitForPort(httpsPort, "nginx");
  return { httpPort, httpsPort, caFile, pid: child.pid!, stop };
}

function makeCertificates(work: string) {
  const file = (name: string) => path.join(work, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: "pipe" });
  openssl(
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=Deploy test CA",
    "-keyout",
    file("ca.key"),
    "-out",
    file("ca.pem"),
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign",
  );
  openssl(
    "req",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-subj",
    `/CN=${testHost}`,
    "-keyout",
    file("site.key"),
    "-out",
    file("site.csr"),
  );
  writeFileSync(
    file("site.ext"),
    `subjectAltName=DNS:${testHost},IP:127.0.0.1\nextendedKeyUsage=serverAuth\n`,
  );
  openssl(
    "x509",
    "-req",
    "-in",
    file("site.csr"),
    "-CA",
    file("ca.pem"),
    "-CAkey",
    file("ca.key"),
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    file("site.ext"),
    "-out",
    file("site.pem"),
  );
  return { caFile: file("ca.pem"), certificate: file("site.pem"), key: file("site.key") };
}
