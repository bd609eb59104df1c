// A worker thread with its own read-only connection to the SQLite file (docs/decisions/102). It answers
// one query at a time for sqlite-readers.ts, so a long staff read runs beside the event loop, not on it.
import { workerData } from "node:worker_threads";
import SQLite from "better-sqlite3";
import { threadSide } from "../lib/thread/serve.js";

const { file } = workerData as { file: string };
const thread = threadSide();
const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
sqlite.pragma("busy_timeout = 5000");
// Reads of a million-row table want more than the 2 MB default page cache, and reading the file through
// a memory map spares a system call and a copy per page: at 1M entries the funnel's joins ran 3-5x faster.
sqlite.pragma("cache_size = -65536");
sqlite.pragma("mmap_size = 2147418112");

const methods = {
  /** The rows of one query (SQLite's errors keep their code on the way back). */
  read(sql: string, parameters: readonly unknown[]): unknown[] {
    const statement = sqlite.prepare(sql);
    // Readers only: a write would fail on the read-only connection anyway, this says why more clearly.
    if (!statement.reader) throw new Error("the read-only connection runs queries that return rows");
    return statement.all(parameters);
  },
};
export type ReaderWorker = typeof methods;
thread.serve(methods);
