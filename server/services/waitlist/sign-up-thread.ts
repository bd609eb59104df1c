import type { MessagePort, Worker } from "node:worker_threads";
import { startWorker } from "../../lib/thread/start-worker.js";
import { createThread } from "../../lib/thread/thread.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { lendMailer } from "../mail/mail-port.js";
import type { Mailer, MailerSettings } from "../mail/mailer.js";
import type { PersonalMail, PersonalMailSettings } from "../me/personal-mail.js";
import type { Metrics } from "../metrics/metrics.js";
import type { CountingThread } from "../traffic/page-views-via-thread.js";
import type { SignUpWorker } from "./sign-up-worker.js";
import type { SignUp } from "./store.js";

/** A pause before a thread that died is replaced, so that a thread failing at start cannot spin. */
const RESTART_MS = 1_000;

/** What the sign-up thread starts with (sign-up-worker.ts). */
export interface SignUpThreadData {
  dataDir: string;
  settings: MailerSettings & PersonalMailSettings;
  /** The app logger's level: the thread posts only what the app would write. */
  logLevel: string;
  /** With SMTP_URL, the process's one mailer, lent (mail/mail-port.ts); without, the thread keeps an outbox. */
  mailPort?: MessagePort | undefined;
}

/** What the sign-up thread calls here: the outbox's sends, counted in the app's metrics. */
export type SignUpThreadHost = { mail(outcome: "sent" | "failed", count: number): void };

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
  // A thread that died (out of memory, say) is replaced at the next call, or after a second, since its
  // sender must find the e-mail still on file even if nobody signs up.
  const thread = createThread<SignUpWorker>({
    name: "sign-up",
    spawn,
    log,
    host: { mail: (outcome, count) => metrics?.mail(outcome, count) } satisfies SignUpThreadHost,
    restartMs: RESTART_MS,
  });

  const mail: PersonalMail = {
    enqueue: (email, kind) => thread.tell("enqueueMail", email, kind),
    async drain() {
      await thread.call("drainMail");
    },
  };

  const traffic: CountingThread = {
    views: (views) => thread.tell("visits", views),
    async flush() {
      // No thread, no views: they start it.
      if (thread.running) await thread.call("flushVisits");
    },
  };

  return {
    write: (batch: SignUp[]) => thread.call("signUps", batch),
    /** Settles once every entry written so far is in the search index. */
    indexed: () => thread.call("catchUpSearch"),
    /** Starts the thread (it starts at the first call otherwise): its sender sends the e-mail on file. */
    resume: thread.start,
    mail,
    traffic,
    /** Writes the page views it holds, sends the e-mail that is due, closes the thread's connection and ends it. */
    close: () => thread.close({ farewell: "close" }),
  };
}
