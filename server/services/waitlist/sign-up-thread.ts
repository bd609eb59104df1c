import type { Worker } from "node:worker_threads";
import { startWorker } from "../../db/start-worker.js";
import { type PlainLog, relayThreadLog } from "../../lib/thread-log.js";
import { lendMailer } from "../mail/mail-port.js";
import type { Mailer } from "../mail/mailer.js";
import type { PersonalMail } from "../me/personal-mail.js";
import type { Metrics } from "../metrics/metrics.js";
import type { CountingThread } from "../traffic/page-views-via-thread.js";
import type { SignUpThreadData, SignUpThreadMessage, SignUpThreadRequest } from "./sign-up-protocol.js";
import type { SignUp, SignUpResult } from "./store.js";

type Pending = { resolve: (results: SignUpResult[]) => void; reject: (error: Error) => void };
/** A pause before a thread that died is replaced, so that a thread failing at start cannot spin. */
const RESTART_MS = 1_000;
type Ask =
  | { type: "signUps"; batch: SignUp[] }
  | { type: "drainMail" }
  | { type: "catchUpSearch" }
  | { type: "flushVisits" }
  | { type: "close" };

/**
 * SQLite's commit waits for the disk (synchronous=FULL), and better-sqlite3 waits on the calling thread: on
 * the main connection every batch stopped the event loop for the length of an fsync. Here a worker thread
 * with its own connection writes the batches (store.ts, insertSignUps) while the event loop reads
 * and validates the requests of the next one. The same thread sends the e-mail the sign-ups cause (and the
 * links people ask for): its statements, the rendering and the outbox rows stay off the event loop too, and
 * one connection writes all of it, so the sender and the sign-ups never wait for each other's lock
 * (docs/decisions/200-sign-up-thread.md).
 */
export function createSignUpThread(
  data: SignUpThreadData,
  {
    log,
    metrics,
    workerDir,
    smtpMailer,
    spawn = () => {
      const mailPort = smtpMailer && lendMailer(smtpMailer);
      const transferList = mailPort ? [mailPort] : [];
      return startWorker(
        "sign-up-worker",
        import.meta.url,
        { ...data, mailPort },
        { builtDir: workerDir, transferList },
      );
    },
  }: {
    log: PlainLog;
    /** The process's SMTP mailer (with SMTP_URL): the thread sends through it, so one pool holds every connection. */
    smtpMailer?: Mailer | undefined;
    /** Built worker threads to start it from (config.ts, workerDir). */
    workerDir?: string | undefined;
    metrics?: Pick<Metrics, "mail">;
    /** Starts the thread; tests stand in a fake one to test the restarts. */
    spawn?: () => Worker;
  },
) {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;
  let restart: NodeJS.Timeout | undefined;

  function start(): Worker {
    const thread = spawn();
    const fail = (error: Error) => {
      // A thread that died (out of memory, say) fails what it held, and a new one starts: at the next call,
      // or after a second, since its sender must find the e-mail still on file even if nobody signs up.
      if (worker === thread) {
        worker = undefined;
        restart = setTimeout(running, RESTART_MS).unref();
      }
      for (const each of pending.values()) each.reject(error);
      pending.clear();
    };
    thread.on("message", (message: SignUpThreadMessage) => {
      if (message.type === "log") return relayThreadLog(log, "sign-up", message);
      if (message.type === "mail") return metrics?.mail(message.outcome, message.count);
      const each = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) each?.reject(Object.assign(new Error(message.error.message), { code: message.error.code }));
      else each?.resolve(message.results ?? []);
    });
    thread.on("error", fail);
    thread.on("exit", () => fail(new Error("the sign-up thread stopped")));
    return thread;
  }

  const running = () => {
    worker ??= start();
    return worker;
  };

  function ask(request: Ask, thread = running()): Promise<SignUpResult[]> {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      thread.postMessage({ ...request, id } satisfies SignUpThreadRequest);
    });
  }

  const mail: PersonalMail = {
    enqueue(email, kind) {
      running().postMessage({ type: "enqueueMail", email, kind } satisfies SignUpThreadRequest);
    },
    async drain() {
      await ask({ type: "drainMail" });
    },
  };

  const traffic: CountingThread = {
    views(views) {
      running().postMessage({ type: "visits", views } satisfies SignUpThreadRequest);
    },
    async flush() {
      // No thread, no views: they start it.
      if (worker) await ask({ type: "flushVisits" });
    },
  };

  return {
    write: (batch: SignUp[]) => ask({ type: "signUps", batch }),
    /** Settles once every entry written so far is in the search index. */
    indexed: async () => {
      await ask({ type: "catchUpSearch" });
    },
    /** Starts the thread (it starts at the first call otherwise): its sender sends the e-mail on file. */
    resume: () => void running(),
    mail,
    traffic,
    /** Writes the page views it holds, sends the e-mail that is due, closes the thread's connection and ends it. */
    async close() {
      // A restart still waiting would start a thread that nobody closes (and that keeps the process alive).
      clearTimeout(restart);
      const thread = worker;
      if (!thread) return;
      worker = undefined;
      await ask({ type: "close" }, thread).catch(() => {});
      await thread.terminate();
    },
  };
}
