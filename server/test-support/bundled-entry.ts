import path from "node:path";
import { inject } from "vitest";

/** The file that runs one bundled entry point: main, staff-cli or db-backup (bundled-server.ts). */
export const bundledEntry = (name: "main" | "staff-cli" | "db-backup") =>
  path.join(inject("serverBundle"), `${name}.js`);
