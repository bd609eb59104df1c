import { DEFAULT_MIGRATION_TABLE, type MigrationProvider, Migrator, sql } from "kysely";
import { createDatabase, type DatabaseOptions, type Db } from "./database.js";
import { migrationProvider } from "./migrations/index.js";

/**
 * Migrates `db`'s database where it is safe: Kysely's migration lock is a session's advisory lock, which a
 * transaction-mode pooler does not keep (the unlock can reach another server connection, and the lock then
 * stays held). With DATABASE_DIRECT_URL set they run on one direct connection, closed after; else on `db`.
 */
export async function migrateOn(options: DatabaseOptions & { databaseDirectUrl?: string | undefined }, db: Db) {
  if (!options.databaseDirectUrl) return migrateToLatest(db);
  const direct = createDatabase({ ...options, databaseUrl: options.databaseDirectUrl, poolSize: 1 });
  try {
    return await migrateToLatest(direct.db);
  } finally {
    await direct.db.destroy();
  }
}

/** Brings the schema up to date; already-applied migrations are recorded and skipped. */
export async function migrateToLatest(db: Db, provider: MigrationProvider = migrationProvider): Promise<string[]> {
  await refuseUnknownMigrations(db, provider);
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

/**
 * Stops the start, before anything is written, when the database recorded migrations this build does not
 * have: above all one made before the migrations were squashed into one initial schema, whose history this
 * build cannot continue. (Kysely refuses it too, as "corrupted migrations"; this says why and what to do.)
 */
async function refuseUnknownMigrations(db: Db, provider: MigrationProvider) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return;
  const known = await provider.getMigrations();
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const unknown = rows.map((row) => row.name).filter((name) => !(name in known));
  if (unknown.length === 0) return;
  const listed =
    unknown.length > 3 ? `${unknown.slice(0, 3).join(", ")} and ${unknown.length - 3} more` : unknown.join(", ");
  throw new Error(
    `The database records migrations this build does not know (${listed}). A database created by a build ` +
      "before the migrations were squashed into one initial schema (docs/decisions/256-one-initial-schema.md) " +
      "cannot be upgraded: start with a new DATA_DIR (SQLite) or a new database (DATABASE_URL). If a newer " +
      "build migrated it, run that build.",
  );
}
