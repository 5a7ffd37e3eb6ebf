import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorDevServer } from "./editor/vite-plugin.ts";
import { glyphsPlugin } from "./scripts/glyphs-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), editorDevServer(), glyphsPlugin()],
  // The editor's checks (editor/save-check.ts) use zod in the browser: bundled at start, so the
  // dev server does not reload the editor at its first save.
  optimizeDeps: { include: ["zod"] },
  // The server's code runs in Node, and takes each package's Node build: without "node", the dev
  // server took music-metadata's browser build, whose parseFile refuses to run, and every page
  // failed once a recording was uploaded.
  ssr: {
    resolve: { conditions: ["node", "module", "development|production"], externalConditions: ["node"] },
  },
  build: {
    // Keep images as cacheable files instead of data: URIs inside the CSS or HTML.
    assetsInlineLimit: 0,
  },
});
