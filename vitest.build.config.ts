import { defineConfig } from "vitest/config";

// Checks on the built site in build/client (run after `npm run build`): byte budgets,
// valid HTML, links, headings, metadata and the files made at build time.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
  },
});
