import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { bundleServer } from "../server-bundle.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the server bundled as `npm run build` bundles it (main.js, staff-cli.js, db-backup.js). */
    serverBundle: string;
  }
}

/**
 * Vitest's global setup: bundles the server once per run for the tests that start it as a process. A
 * process started from the bundle is up in about half the time tsx takes, and it is what `npm start` runs.
 * Under node_modules so that its packages resolve as they do from build/server.
 */
export default async function bundleForTests(project: TestProject) {
  const dir = path.resolve("node_modules/.cache/stashd-test-server", String(process.pid));
  await bundleServer(dir);
  project.provide("serverBundle", dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
