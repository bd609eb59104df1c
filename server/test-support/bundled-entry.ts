import path from "node:path";
import { inject } from "vitest";

/** The file that runs one bundled entry point: main, staff-cli, db-backup or consent-cli (bundled-server.ts). */
export const bundledEntry = (name: "main" | "staff-cli" | "db-backup" | "consent-cli") =>
  path.join(inject("serverBundle"), `${name}.js`);

/** The bundle's folder as config.workerDir: a test's worker threads start from it instead of through tsx. */
export const builtWorkers = () => inject("serverBundle");
