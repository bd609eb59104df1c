import type { Worker } from "node:worker_threads";
import { startWorker } from "../../db/start-worker.js";
import type { SignUpReply, SignUpRequest } from "./sign-up-protocol.js";
import type { SignUp, SignUpResult } from "./store.js";

type Pending = { resolve: (results: SignUpResult[]) => void; reject: (error: Error) => void };

/**
 * SQLite's commit waits for the disk (synchronous=FULL), and better-sqlite3 waits on the calling thread: on
 * the main connection every batch stopped the event loop for the length of an fsync. Here a worker thread
 * with its own connection writes the batches (store.ts, writeSignUps, unchanged), while the event loop
 * reads and validates the requests of the next one (docs/decisions/200-sign-up-thread.md).
 */
export function createSignUpThread(dataDir: string) {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;

  function start(): Worker {
    const thread = startWorker("sign-up-worker", import.meta.url, { dataDir });
    const fail = (error: Error) => {
      // A thread that died (out of memory, say) fails what it held; the next batch starts a new one.
      if (worker === thread) worker = undefined;
      for (const each of pending.values()) each.reject(error);
      pending.clear();
    };
    thread.on("message", (reply: SignUpReply) => {
      const each = pending.get(reply.id);
      pending.delete(reply.id);
      if (reply.error) each?.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
      else each?.resolve(reply.results);
    });
    thread.on("error", fail);
    thread.on("exit", () => fail(new Error("the sign-up thread stopped")));
    return thread;
  }

  return {
    write(batch: SignUp[]): Promise<SignUpResult[]> {
      worker ??= start();
      const request: SignUpRequest = { id: ++nextId, batch };
      const thread = worker;
      return new Promise((resolve, reject) => {
        pending.set(request.id, { resolve, reject });
        thread.postMessage(request);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
