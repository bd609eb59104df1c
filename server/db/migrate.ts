import { Migrator } from "kysely";
import type { Db } from "./database.js";
import { migrationProvider } from "./migrations/index.js";

/** Brings the schema up to date; already-applied migrations are recorded and skipped. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Each engineer's migrations have their own number range and touch their own tables, so a database that
  // ran a later-numbered one first (a branch deployed before another landed) must still take the rest.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
