import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["{app,server,contract,scripts}/**/*.test.{ts,tsx}"],
    // Each API test file starts its own app and database; keep the 2-core machines responsive.
    maxWorkers: 2,
    globalSetup: ["server/test-support/bundled-server.ts"],
    // A worker runs its test files one after another in one module graph instead of a fresh process per
    // file: loading Fastify, Kysely and zod anew for each of 120 files was half the suite's time (docs/history.md, 257).
    isolate: false,
    // Generous: the machines are shared and noisy (tests hash passwords at a low cost, test-app.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
