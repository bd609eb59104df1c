import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, type CompiledQuery, Kysely, SqliteDialect } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * A SQLite database in a temp dir whose queries are captured, for tests that read SQLite's plan of each
 * query (EXPLAIN QUERY PLAN). Migrate it first; `close()` removes it.
 */
export function planningDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-plans-"));
  const sqlite = new SQLite(path.join(dir, "plans.sqlite"));
  const captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
    log: (event) => void captured.push(event.query),
  });
  /** The plan's steps of a query, in order. */
  const steps = (query: CompiledQuery) =>
    (
      sqlite.prepare(`explain query plan ${query.sql}`).all(...(query.parameters as unknown[])) as { detail: string }[]
    ).map((step) => step.detail);
  return {
    db,
    sqlite,
    /** Every query run on `db` so far; empty it (`captured.length = 0`) before the queries under test. */
    captured,
    steps,
    /** The plan's steps as one line. */
    plan: (query: CompiledQuery) => steps(query).join(" | "),
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
