import { createDatabase, type DatabaseHandle } from "../db/database.js";
import { migrateOn } from "../db/migrate.js";
import { createTestDatabase } from "./test-app.js";

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * A test database (a fresh one unless given) opened with its schema up to date, without the app; `close`
 * ends the connections and drops the database.
 */
export async function openMigratedDatabase(
  database?: TestDatabase,
): Promise<DatabaseHandle & { close(): Promise<void> }> {
  const target = database ?? (await createTestDatabase());
  const handle = createDatabase(target);
  await migrateOn(target, handle.db);
  return {
    ...handle,
    close: async () => {
      await handle.db.destroy();
      await target.drop();
    },
  };
}
