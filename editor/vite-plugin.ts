import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentProblems } from "#app/content/content-error.ts";
import { downloadTypes, filesFolder } from "#app/schema/links.ts";
import { loadContent } from "#app/content/load.server.ts";
import { contentFolder, siteLanguageCodes, uploadsFolder } from "#app/content/files.server.ts";
import { contentChangedEvent } from "#app/lib/content-reload.ts";
import { sitePages } from "#app/lib/site-map.ts";
import { adminPage } from "./admin-page.ts";
import { configFile, editorChoices, editorConfig, pageChoices } from "./config.ts";
import { sitePagesFile } from "./names.ts";
import { contentShapes } from "./widgets.ts";

// Sveltia CMS's npm build brings its fonts as files, and declares them once more from a CDN in
// its stylesheet: the editor loads nothing from another origin, so those rules go.
const cdnFontFaces = /@font-face \{[^}]*https:\/\/cdn\.jsdelivr\.net\/[^}]*\}/g;

export function sveltiaFontsFromFiles() {
  return {
    name: "sveltia-fonts-from-files",
    transform(code: string, id: string) {
      if (!id.replaceAll("\\", "/").endsWith("/@sveltia/cms/npm/index.js")) return null;
      return { code: code.replace(cdnFontFaces, ""), map: null };
    },
  };
}

export function editorDevServer(): Plugin {
  return {
    name: "site-editor",
    apply: "serve",
    config: () => ({
      // Ready when the server starts: the editor, and the site's checks it loads at the first save.
      server: { warmup: { clientFiles: ["./editor/editor.ts", "./editor/save-check.ts"] } },
      // Bundled when the server starts, so the editor does not reload the first time it opens.
      optimizeDeps: {
        include: ["@sveltia/cms", "yaml"],
        rolldownOptions: { plugins: [sveltiaFontsFromFiles()] },
      },
    }),
    configureServer(server) {
      server.middlewares.use("/admin", (request, response, next) => {
        const file = (request.url ?? "/").split("?")[0] ?? "/";
        const body = adminFile(file);
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

function adminFile(file: string): { type: string; content: string } | undefined {
  if (file === "/" || file === "/index.html") {
    const siteName = siteContent()?.site.name ?? "Content editor";
    return {
      type: "text/html; charset=utf-8",
      content: adminPage({ siteName, script: "/editor/editor.ts", shapes: contentShapes() }),
    };
  }
  if (file === "/config.yml") {
    const content = siteContent();
    const site = content?.site;
    // While a file has a mistake, the editor keeps the site's languages, so that she can reach
    // the translation the mistake is in; what it offers to choose waits for the content.
    const languages = site
      ? { own: site.language, translations: site.translations }
      : siteLanguageCodes(contentFolder());
    const config = editorConfig({
      siteUrl: site?.siteUrl ?? "http://localhost",
      siteName: site?.name,
      ...(languages ? { languages } : {}),
      ...(content && site
        ? { choices: editorChoices(site.countriesServed, content.allPrograms.online, sitePages(content)) }
        : {}),
    });
    return { type: "text/yaml; charset=utf-8", content: configFile(config) };
  }
  // As the content is now: a page saved a moment ago is among them (editor/site-pages.ts).
  if (file === `/${sitePagesFile}`) {
    const content = siteContent();
    return {
      type: "application/json",
      content: JSON.stringify(content ? pageChoices(sitePages(content)) : []),
    };
  }
  return undefined;
}

function siteContent() {
  try {
    return loadContent();
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
    server.ws.send({ type: "custom", event: contentChangedEvent });
  };
  const onChange = (changed: string) => {
    if (!changed.startsWith(folder)) return;
    clearTimeout(pending);
    pending = setTimeout(() => check(changed), settleMs);
  };
  for (const event of ["add", "change", "unlink"] as const) server.watcher.on(event, onChange);
}
