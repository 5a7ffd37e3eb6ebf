import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { editorDevServer } from "./editor/vite-plugin.ts";
import { glyphsPlugin } from "./scripts/glyphs-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), editorDevServer(), glyphsPlugin()],
  // Every package the pages and the editor import is found and bundled when the dev server
  // starts, not when a page first asks for it: a package found later makes Vite reload every
  // open page, the editor's half-filled form among them (opening the site beside the editor did
  // it). The routes' modules are read whole, their loaders' server packages with them, as the
  // browser's copy of each is read before React Router takes its loader out.
  optimizeDeps: {
    entries: ["app/root.tsx", "app/routes/*.tsx", "!app/routes/*.test.tsx", "editor/editor.ts"],
    // The editor's checks (editor/save-check.ts), loaded at the first save.
    include: ["zod"],
  },
  // The server's code runs in Node, and takes each package's Node build: without "node", the dev
  // server took music-metadata's browser build, whose parseFile refuses to run, and every page
  // failed once a recording was uploaded.
  ssr: {
    resolve: { conditions: ["node", "module", "development|production"], externalConditions: ["node"] },
  },
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // The build prerenders the pages in its own process, which has read the content to check
          // it (scripts/build.ts): the server bundle takes that reading from the same module, not
          // from a copy of its own, and the content is read once.
          external: ["#app/content/load.server.ts"],
        },
      },
    },
  },
  build: {
    // Keep images as cacheable files instead of data: URIs inside the CSS or HTML.
    assetsInlineLimit: 0,
    // The build's log is the staff's (a save's check): it says what is wrong with the content,
    // not how long the bundler's plugins took, which npm run bench measures.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
