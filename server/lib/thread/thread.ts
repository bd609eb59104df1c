import type { Worker } from "node:worker_threads";
import { type PlainLog, relayThreadLog } from "../thread-log.js";
import { type Handlers, type Link, link, type Method } from "./link.js";

/** The methods of a thread that take no arguments: one of them may say goodbye. */
type Farewell<H extends Handlers> = { [M in Method<H>]: Parameters<H[M]> extends [] ? M : never }[Method<H>];

export interface ThreadOptions {
  /** In its log records (`thread: "sign-up"`, lower case) and in "the sign-up thread stopped". */
  name: string;
  /** Starts a worker (startWorker); tests pass a stand-in. */
  spawn: () => Worker;
  /** Writes the thread's log records, and its crashes. */
  log?: PlainLog | undefined;
  /** The methods the thread may call here (serve.ts, tell). */
  host?: Handlers;
  /**
   * After a crash a new thread starts at the next call; with this, also after this pause without one (a
   * thread with work of its own to find). The pause keeps a thread that fails at start from spinning.
   */
  restartMs?: number;
}

export interface Thread<Remote extends Handlers> extends Pick<Link<Remote>, "call" | "tell"> {
  /** Starts it now if none runs; otherwise it starts at the first call. */
  start(): void;
  /** A thread runs now (started and not stopped). */
  readonly running: boolean;
  /** Settles once the running thread has set itself up; rejects if it stops first. */
  ready(): Promise<void>;
  /**
   * Drains and ends it: the calls in flight are answered, then `farewell` (a method that finishes the
   * thread's own work), then it is terminated; with `graceMs`, at the latest after that long. A restart
   * still waiting is cancelled; a later call starts a new thread.
   */
  close(options?: { farewell?: Farewell<Remote>; graceMs?: number }): Promise<void>;
}

/**
 * A worker thread run as typed calls (link.ts), with the lifecycle written once: it starts at the first
 * call (or start()), says when it is ready, and a thread that dies (out of memory, say) rejects the calls
 * it held and is replaced. Each thread of the app is one of these, its worker a serve.ts side.
 */
export function createThread<Remote extends Handlers>({
  name,
  spawn,
  log,
  host,
  restartMs,
}: ThreadOptions): Thread<Remote> {
  const key = name.toLowerCase();
  type Running = { worker: Worker; line: Link<Remote>; ready: Promise<void> };
  let current: Running | undefined;
  let restart: NodeJS.Timeout | undefined;

  function start(): Running {
    const worker = spawn();
    let ready!: { resolve: () => void; reject: (error: Error) => void };
    const running: Running = {
      worker,
      line: link<Remote>(worker, {
        local: host,
        onLog: (record) => log && relayThreadLog(log, key, record),
        onReady: () => ready.resolve(),
      }),
      ready: new Promise<void>((resolve, reject) => {
        ready = { resolve, reject };
      }),
    };
    // Nobody may be waiting for it.
    running.ready.catch(() => {});
    const stopped = (error: Error) => {
      ready.reject(error);
      running.line.fail(error);
      // Closed (or already counted as stopped): not a crash.
      if (current !== running) return;
      current = undefined;
      log?.error({ err: error, thread: key }, `the ${name} thread stopped`);
      if (restartMs !== undefined) restart = setTimeout(started, restartMs).unref();
    };
    worker.on("error", stopped);
    worker.on("exit", (code) => stopped(new Error(`the ${name} thread stopped (exit code ${code})`)));
    return running;
  }

  function started(): Running {
    if (current) return current;
    clearTimeout(restart);
    current = start();
    return current;
  }

  return {
    call: (method, ...args) => started().line.call(method, ...args),
    tell: (method, ...args) => started().line.tell(method, ...args),
    start: () => void started(),
    get running() {
      return current !== undefined;
    },
    ready: () => started().ready,
    async close({ farewell, graceMs } = {}) {
      // A restart still waiting would start a thread that nobody closes (and that keeps the process alive).
      clearTimeout(restart);
      const closing = current;
      current = undefined;
      if (!closing) return;
      const drained = (async () => {
        await closing.line.settled();
        // A farewell takes no arguments (its type says so); the thread may end before it answers.
        const noArguments = [] as unknown as Parameters<Remote[Farewell<Remote>]>;
        if (farewell) await closing.line.call(farewell, ...noArguments).catch(() => {});
      })();
      if (graceMs === undefined) await drained;
      else await Promise.race([drained, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
      await closing.worker.terminate();
    },
  };
}
