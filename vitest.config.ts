import { defineConfig } from "vitest/config";
import { glyphsPlugin } from "./scripts/glyphs-plugin.ts";

// Unit and component tests run without the React Router plugin, which only makes sense
// for the app build.
export default defineConfig({
  plugins: [glyphsPlugin()],
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    // A page's DOM costs each test file a second or two to set up: only the files that draw
    // components ask for one, with a @vitest-environment line at their top.
    environment: "node",
    // Worker threads start faster than processes, and these files are many and small.
    pool: "threads",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "editor/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
