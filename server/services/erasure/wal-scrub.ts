import type { FastifyInstance } from "fastify";
import { sql } from "kysely";

const RETRY_MS = 250;
const ATTEMPTS = 40;

/**
 * After an erasure commits on SQLite, the write-ahead log still holds the pages as they were before it,
 * the person's row among them. A TRUNCATE checkpoint copies the log into the database file (where
 * `secure_delete` has zeroed the deleted content) and empties the log to zero bytes, so no file in DATA_DIR
 * keeps them (docs/product.md, Erasure). A reader thread in the middle of a long read (an export) holds the
 * log back: the checkpoint is then tried again every 250 ms for 10 s without waiting on the event loop.
 */
export function scrubWriteAheadLog(app: FastifyInstance): Promise<boolean> {
  if (app.dialect !== "sqlite") return Promise.resolve(true);
  return new Promise((resolve) => {
    const attempt = async (left: number) => {
      // busy_timeout 0 while checkpointing: a busy reader answers at once instead of blocking the loop.
      await sql`pragma busy_timeout = 0`.execute(app.db);
      const result = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`
        .execute(app.db)
        .catch(() => undefined);
      await sql`pragma busy_timeout = 5000`.execute(app.db);
      if (result?.rows[0]?.busy === 0) return resolve(true);
      if (left <= 1) {
        app.log.warn("the write-ahead log could not be emptied after an erasure; it will be at the next checkpoint");
        return resolve(false);
      }
      setTimeout(() => void attempt(left - 1), RETRY_MS).unref();
    };
    void attempt(ATTEMPTS);
  });
}
