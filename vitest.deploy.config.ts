import { existsSync } from "node:fs";
import { defineConfig } from "vitest/config";

if (!existsSync("build/deploy/nginx.conf")) {
  console.error("build/deploy/nginx.conf is missing: run `npm run build` first.");
  process.exit(1);
}

// One file at a time: the load run must not share the two cores with another server's test.
export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/deploy/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 10_000,
  },
});
