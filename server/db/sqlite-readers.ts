import os from "node:os";
import {
  CamelCasePlugin,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import { startWorker } from "../lib/thread/start-worker.js";
import { createThread, type Thread } from "../lib/thread/thread.js";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";
import type { ReaderWorker } from "./sqlite-reader-worker.js";

/**
 * One thread per core beyond the first, at most two: on a 2-core machine one reader, so the event loop keeps
 * a core of its own while a long read runs; two from 3 cores up, so two staff reads run side by side.
 */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

/**
 * One worker thread and its read-only connection, used as one Kysely connection. A thread that died (out
 * of memory, say) fails the read it held and is replaced at the next, so one bad query does not shrink the pool.
 */
class ReaderThread implements DatabaseConnection {
  readonly #thread: Thread<ReaderWorker>;

  constructor(file: string, builtDir: string | undefined) {
    this.#thread = createThread<ReaderWorker>({
      name: "reader",
      spawn: () => startWorker("sqlite-reader-worker", import.meta.url, { file }, { builtDir }),
    });
    this.#thread.start();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const rows = await this.#thread.call("read", query.sql, query.parameters);
    return { rows: rows as R[] };
  }

  // biome-ignore lint/correctness/useYield: the readers answer whole results; callers page instead of streaming.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the reader threads do not stream: page through keyset queries instead");
  }

  close() {
    return this.#thread.close();
  }
}

/** A small pool of reader threads; a caller waits for a free one. Reads only: no transactions. */
class ReaderDriver implements Driver {
  readonly #file: string;
  readonly #workerDir: string | undefined;
  #threads: ReaderThread[] = [];
  #idle: ReaderThread[] = [];
  #waiting: ((thread: ReaderThread) => void)[] = [];

  constructor(file: string, workerDir: string | undefined) {
    this.#file = file;
    this.#workerDir = workerDir;
  }

  async init() {
    this.#threads = Array.from({ length: THREADS }, () => new ReaderThread(this.#file, this.#workerDir));
    this.#idle = [...this.#threads];
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return this.#idle.pop() ?? new Promise((resolve) => this.#waiting.push(resolve));
  }

  async releaseConnection(connection: DatabaseConnection) {
    const thread = connection as ReaderThread;
    const waiter = this.#waiting.shift();
    if (waiter) waiter(thread);
    else this.#idle.push(thread);
  }

  /** Reads running on a thread, and reads waiting for one (the metrics' reader-thread queue). */
  queue() {
    return { busy: this.#threads.length - this.#idle.length, waiting: this.#waiting.length };
  }

  async beginTransaction(): Promise<void> {
    throw new Error("the reader threads are read-only: run transactions on the main connection");
  }
  commitTransaction = this.beginTransaction;
  rollbackTransaction = this.beginTransaction;

  async destroy() {
    await Promise.all(this.#threads.map((thread) => thread.close()));
  }
}

/**
 * A Kysely instance whose queries run on worker threads with read-only connections to the SQLite file
 * (docs/decisions/102): for staff reads that take tens or hundreds of milliseconds at a million rows,
 * which on the main connection would stall every other request. WAL lets them read beside the writer.
 */
export function createSqliteReaders(file: string, workerDir?: string): Db {
  const driver = new ReaderDriver(file, workerDir);
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  });
  queues.set(db, () => driver.queue());
  return db;
}

const queues = new WeakMap<Db, () => { busy: number; waiting: number }>();

/** The reader threads' queue of a Db made by createSqliteReaders (undefined for any other Db). */
export function readerQueue(db: Db) {
  return queues.get(db)?.();
}
