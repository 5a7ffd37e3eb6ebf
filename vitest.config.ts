import { defineConfig } from "vitest/config";
import { glyphsPlugin } from "./scripts/glyphs-plugin.ts";

// Unit and component tests run without the React Router plugin, which only makes sense
// for the app build.
export default defineConfig({
  plugins: [glyphsPlugin()],
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "editor/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
