import os from "node:os";
import type { Worker } from "node:worker_threads";
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
import type { Db } from "./database.js";
import type { Database } from "./schema.js";
import type { ReaderReply, ReaderRequest } from "./sqlite-reader-protocol.js";
import { startWorker } from "./start-worker.js";

/**
 * One thread per core beyond the first, at most two: on a 2-core machine one reader, so the event loop keeps
 * a core of its own while a long read runs; two from 3 cores up, so two staff reads run side by side.
 */
const THREADS = Math.max(1, Math.min(2, os.availableParallelism() - 1));

type Pending = { resolve: (rows: unknown[]) => void; reject: (error: Error) => void };

/** One worker thread and its read-only connection, used as one Kysely connection. */
class ReaderThread implements DatabaseConnection {
  alive = true;
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor(file: string, builtDir: string | undefined) {
    this.#worker = startWorker("sqlite-reader-worker", import.meta.url, { file }, { builtDir });
    this.#worker.on("message", (reply: ReaderReply) => this.#settle(reply));
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", () => this.#fail(new Error("a reader thread stopped")));
  }

  #settle(reply: ReaderReply) {
    const pending = this.#pending.get(reply.id);
    this.#pending.delete(reply.id);
    if (reply.error) pending?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    else pending?.resolve(reply.rows);
  }

  #fail(error: Error) {
    this.alive = false;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.alive) return Promise.reject(new Error("a reader thread stopped"));
    const request: ReaderRequest = { id: ++this.#nextId, sql: query.sql, parameters: query.parameters };
    return new Promise((resolve, reject) => {
      this.#pending.set(request.id, { resolve: (rows) => resolve({ rows: rows as R[] }), reject });
      this.#worker.postMessage(request);
    });
  }

  // biome-ignore lint/correctness/useYield: the readers answer whole results; callers page instead of streaming.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the reader threads do not stream: page through keyset queries instead");
  }

  async terminate() {
    this.alive = false;
    await this.#worker.terminate();
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
    let thread = connection as ReaderThread;
    // A thread that died (out of memory, say) is replaced, so one bad query does not shrink the pool.
    if (!thread.alive) {
      thread = new ReaderThread(this.#file, this.#workerDir);
      this.#threads = [...this.#threads.filter((each) => each.alive), thread];
    }
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
    await Promise.all(this.#threads.map((thread) => thread.terminate()));
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
