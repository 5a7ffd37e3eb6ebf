import { readFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import type { Plugin, ViteDevServer } from "vite";
import { contentProblems } from "#app/schema/content-error.ts";
import { contentFolder, loadContent } from "#app/schema/load.server.ts";
import { adminPage } from "./admin-page.ts";
import { editorConfig, localEditingVariable } from "./config.ts";
import { decapFiles, decapFolder } from "./decap-files.ts";
import { createLocalProxy, localProxyPath } from "./local-proxy.ts";

export function editorDevServer(): Plugin {
  return {
    name: "site-editor",
    apply: "serve",
    async configureServer(server) {
      const savesLocally = process.env[localEditingVariable] === "1";
      if (savesLocally) server.middlewares.use(await createLocalProxy());
      server.middlewares.use("/admin", (request, response, next) => {
        const file = (request.url ?? "/").split("?")[0] ?? "/";
        const proxyUrl = savesLocally ? `http://${request.headers.host}${localProxyPath}` : undefined;
        const body = adminFile(file, proxyUrl);
        if (!body) return next();
        response.setHeader("Content-Type", body.type);
        response.setHeader("X-Robots-Tag", "noindex");
        response.end(body.content);
      });
      watchContent(server);
    },
  };
}

function adminFile(
  file: string,
  localProxyUrl: string | undefined,
): { type: string; content: string | Buffer } | undefined {
  if (file === "/" || file === "/index.html") {
    const siteName = siteFacts()?.name ?? "Content editor";
    return {
      type: "text/html; charset=utf-8",
      content: adminPage({ siteName, checksScript: { src: "/editor/checks.ts", module: true } }),
    };
  }
  if (file === "/config.yml") {
    const config = editorConfig({ siteUrl: siteFacts()?.siteUrl ?? "http://localhost", localProxyUrl });
    return { type: "text/yaml; charset=utf-8", content: stringify(config) };
  }
  const name = file.slice(1);
  if (decapFiles().includes(name)) {
    return {
      type: name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
      content: readFileSync(path.join(decapFolder, name)),
    };
  }
  return undefined;
}

function siteFacts() {
  try {
    return loadContent().site;
  } catch {
    return undefined;
  }
}

// Once a save has settled: a save writes a file in place, and a check in the middle of it
// would report the half-written file as a problem.
function watchContent(server: ViteDevServer) {
  const folder = contentFolder();
  server.watcher.add(folder);
  const settleMs = 200;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const check = (changed: string) => {
    try {
      loadContent();
      server.config.logger.info(`Content changed (${path.relative(folder, changed)}): no problems.`, {
        timestamp: true,
      });
    } catch (error) {
      const problems = contentProblems(error) ?? [error instanceof Error ? error.message : String(error)];
      server.config.logger.warn(`The content has problems:\n  ${problems.join("\n  ")}`, { timestamp: true });
    }
    server.ws.send({ type: "full-reload" });
  };
  const onChange = (changed: string) => {
    if (!changed.startsWith(folder)) return;
    clearTimeout(pending);
    pending = setTimeout(() => check(changed), settleMs);
  };
  for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
}
