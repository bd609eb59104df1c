import type { Migration, MigrationProvider } from "kysely";
import { migrationProvider } from "../db/migrations/index.js";

/** The migrations before the named one, so that a migration's test runs it on a database made before it. */
export async function migrationsBefore(name: string): Promise<MigrationProvider> {
  const all = await migrationProvider.getMigrations();
  const before = Object.fromEntries(Object.entries(all).filter(([key]) => key < name)) as Record<string, Migration>;
  return { getMigrations: async () => before };
}
