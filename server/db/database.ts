import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CamelCasePlugin,
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
} from "kysely";
import pg from "pg";
import type { Database, Dialect } from "./schema.js";
import { createSqliteReaders } from "./sqlite-readers.js";
import { withStatementCache } from "./statement-cache.js";

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PostgreSQL connections to keep open; 10 unless given. */
  poolSize?: number;
  dataDir: string;
  /** Built worker threads to start the SQLite readers from (config.ts, workerDir). */
  workerDir?: string | undefined;
}

export const SQLITE_FILE = "stashd.sqlite";

function openSqlite(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE));
  // WAL lets readers run beside the writer; synchronous=FULL fsyncs every commit so that an
  // acknowledged write survives a crash or power loss.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // Deleted content is overwritten with zeros, in the page and when a page is freed: an erased person must
  // not stay readable in the file's free space (docs/product.md, Erasure).
  sqlite.pragma("secure_delete = ON");
  // Savepoint journals (every write turn's task runs in one) stay in memory: on a file they were 16% of the
  // sign-up thread, and page images of people's rows never reach a temporary file (docs/history.md, 262).
  sqlite.pragma("temp_store = MEMORY");
  // Hot pages (index tails, counters) are copied into the database file once per 4,000 logged pages, not
  // once per 1,000: a 16 MB log at most, and a tenth more sign-ups a second (docs/history.md, 262).
  sqlite.pragma("wal_autocheckpoint = 4000");
  return sqlite;
}

/**
 * SQLite with the server's pragmas. Transactions begin IMMEDIATE: the sign-up thread writes beside this
 * connection (services/waitlist/sign-up-thread.ts), and a transaction that read first would otherwise fail
 * with SQLITE_BUSY when the other wrote in between; IMMEDIATE takes the write lock at once, waiting for it.
 */
export function openSqliteDb(dataDir: string): Db {
  const dialect = new SqliteDialect({ database: withStatementCache(openSqlite(dataDir)) });
  const createDriver = dialect.createDriver.bind(dialect);
  dialect.createDriver = () =>
    Object.assign(createDriver(), {
      beginTransaction: (connection: DatabaseConnection) =>
        connection.executeQuery(CompiledQuery.raw("begin immediate")).then(() => {}),
    });
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    // Nothing here needs a session: no connection options, no named statements, no session settings, so
    // DATABASE_URL may be a transaction-mode pooler (decision 271). Queries run without parallel workers
    // through a database setting instead (migrations/013-instance-claims.ts).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // A server that drops an idle pooled connection (restart, failover, an operator's terminate) reports it
    // here; without a listener pg rethrows it and the whole process dies. The pool discards that client and
    // the next query connects afresh, so there is nothing else to do.
    pool.on("error", () => {});
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), dialect: "postgres" };
  }
  return { db: openSqliteDb(options.dataDir), dialect: "sqlite" };
}

/**
 * Where staff's long reads (lists, counts, exports, the funnel) run: worker threads with read-only
 * connections on SQLite, whose queries would otherwise block the event loop (docs/decisions/102); on
 * PostgreSQL, the same pool, as its queries never block the process.
 */
export function createReader(handle: DatabaseHandle, options: DatabaseOptions): Db {
  return handle.dialect === "sqlite"
    ? createSqliteReaders(path.join(options.dataDir, SQLITE_FILE), options.workerDir)
    : handle.db;
}
