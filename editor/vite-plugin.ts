import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { stringify } from "yaml";
import type { Plugin, ViteDevServer } from "vite";
import { contentProblems } from "#app/schema/content-error.ts";
import { downloadTypes, filesFolder } from "#app/schema/links.ts";
import { contentFolder, loadContent, uploadsFolder } from "#app/schema/load.server.ts";
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
      // Uploaded files are published from content/files/ by the build; the dev site shows them too.
      server.middlewares.use(filesFolder.slice(0, -1), (request, response, next) => {
        const name = decodeURIComponent((request.url ?? "/").split("?")[0] ?? "/").slice(1);
        const file = path.join(uploadsFolder(), name);
        if (!name || name.includes("/") || !existsSync(file)) return next();
        const type = downloadTypes[name.split(".").at(-1)?.toLowerCase() ?? ""]?.mediaType;
        response.setHeader("Content-Type", type ?? "application/octet-stream");
        response.end(readFileSync(file));
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
  if (name === "manual-init.js") {
    return {
      type: "text/javascript; charset=utf-8",
      content: readFileSync(path.resolve("editor/manual-init.js")),
    };
  }
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
