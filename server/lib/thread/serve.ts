import { type MessagePort, parentPort } from "node:worker_threads";
import { type PlainLog, threadLog } from "../thread-log.js";
import { type Endpoint, type Handlers, link, type Method, type Wire } from "./link.js";

/**
 * The worker's side of a thread (thread.ts starts it): `log` posts records the app's logger writes, `tell`
 * calls the main thread's host methods, and `serve` answers the main thread's calls, once the worker has
 * set itself up. Its methods' type is what the main thread calls: `Thread<typeof methods>`.
 */
export function threadSide<Host extends Handlers = Record<never, never>>({
  logLevel = "info",
  port = parentPort,
}: {
  /** The app logger's level: the thread posts only what the app would write. */
  logLevel?: string | undefined;
  /** Its parentPort; tests pass one end of a channel. */
  port?: MessagePort | null;
} = {}) {
  if (!port) throw new Error("threadSide runs in a worker thread");
  const endpoint: Endpoint = port;
  const post = (message: Wire) => endpoint.postMessage(message);
  const log: PlainLog = threadLog(logLevel, post);
  return {
    log,
    /** Calls a host method, waiting for nothing. */
    tell<M extends Method<Host>>(method: M, ...args: Parameters<Host[M]>) {
      post({ type: "call", method, args });
    },
    /** Answers the main thread's calls from here on (call it once), and says the thread is ready. */
    serve(methods: Handlers) {
      link(endpoint, {
        local: methods,
        onToldFailure: (error, method) => log.error({ err: error, method }, "a message to the thread failed"),
      });
      post({ type: "ready" });
    },
    /** Closes the port: with nothing else open, the thread then ends by itself. */
    end: () => port.close(),
  };
}
