import { type MigrationProvider, Migrator } from "kysely";
import type { Db } from "./database.js";
import { migrationProvider } from "./migrations/index.js";

/** Brings the schema up to date; already-applied migrations are recorded and skipped. */
export async function migrateToLatest(db: Db, provider: MigrationProvider = migrationProvider): Promise<string[]> {
  // Two branches may each add a migration; a database that ran the later-numbered one first (its branch
  // deployed before the other landed) must still take the other.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
