import { defineConfig } from "vitest/config";

// Unit and component tests run without the React Router plugin, which only makes sense
// for the app build.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "deploy/**/*.test.ts", "editor/**/*.test.ts"],
    setupFiles: ["./app/test-setup.ts"],
  },
});
