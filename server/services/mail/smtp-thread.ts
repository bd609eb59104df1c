import type { Worker } from "node:worker_threads";
import { startWorker } from "../../db/start-worker.js";
import { decodeFailures, type MailReply, type MailRequest, sendOne } from "./mail-port.js";
import type { Mailer, MailMessage } from "./mailer.js";
import type { SmtpSettings } from "./smtp-transport.js";

/** How long a closing thread may take to say QUIT before it is stopped. */
const CLOSE_GRACE_MS = 2_000;

interface Pending {
  count: number;
  settle: (failures: (Error | null)[]) => void;
}

/**
 * The SMTP mailer: nodemailer costs most of a millisecond of CPU per message (building the MIME parts,
 * encoding, streaming), which on the sign-up thread or the event loop slowed every sign-up while a run went
 * out (decision 268). So one worker thread per mailer owns the pooled transport (smtp-worker.ts), started
 * at the first message; a thread that dies fails the messages it held, and the next run starts another.
 */
export function smtpThreadMailer(settings: SmtpSettings, workerDir?: string): Mailer {
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let worker: Worker | undefined;

  function running(): Worker {
    if (worker) return worker;
    const thread = startWorker("smtp-worker", import.meta.url, settings, { builtDir: workerDir });
    const fail = (error: Error) => {
      if (worker === thread) worker = undefined;
      for (const { count, settle } of pending.values()) settle(Array.from({ length: count }, () => error));
      pending.clear();
    };
    thread.on("message", (reply: MailReply) => {
      const each = pending.get(reply.id);
      pending.delete(reply.id);
      each?.settle(decodeFailures(reply.failures));
    });
    thread.on("error", fail);
    thread.on("exit", () => fail(new Error("the SMTP thread stopped")));
    worker = thread;
    return thread;
  }

  async function sendMany(messages: MailMessage[]): Promise<(Error | null)[]> {
    if (messages.length === 0) return [];
    const id = ++nextId;
    return new Promise((settle) => {
      pending.set(id, { count: messages.length, settle });
      running().postMessage({ type: "send", id, messages } satisfies MailRequest);
    });
  }

  return {
    send: sendOne(sendMany),
    sendMany,
    close() {
      const thread = worker;
      worker = undefined;
      if (!thread) return;
      thread.postMessage({ type: "close" } satisfies MailRequest);
      setTimeout(() => void thread.terminate(), CLOSE_GRACE_MS).unref();
    },
  };
}
