import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/build/**/*.test.ts"],
    // These checks wait on nothing: each reads every built page, in time that grows with the
    // pages (up to 8 s for one check with a hundred programs on two cores). Vitest's 5 s would
    // fail them on a busy machine, for no fault of the site.
    testTimeout: 60_000,
  },
});
