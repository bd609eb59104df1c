import { startWorker } from "../../lib/thread/start-worker.js";
import { createThread } from "../../lib/thread/thread.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { mailerOver } from "./mail-port.js";
import type { Mailer } from "./mailer.js";
import type { SmtpSettings } from "./smtp-transport.js";
import type { SmtpWorker } from "./smtp-worker.js";

/** How long a closing thread may take to say QUIT before it is stopped. */
const CLOSE_GRACE_MS = 2_000;

/**
 * The SMTP mailer: nodemailer costs most of a millisecond of CPU per message (building the MIME parts,
 * encoding, streaming), which on the sign-up thread or the event loop slowed every sign-up while a run went
 * out (decision 268). So one worker thread per mailer owns the pooled transport (smtp-worker.ts), started
 * at the first message; a thread that dies fails the messages it held, and the next run starts another.
 */
export function smtpThreadMailer(settings: SmtpSettings, workerDir?: string, log?: PlainLog): Mailer {
  const thread = createThread<SmtpWorker>({
    name: "SMTP",
    spawn: () => startWorker("smtp-worker", import.meta.url, settings, { builtDir: workerDir }),
    log,
  });
  return mailerOver(
    // A run the thread held when it died fails whole: each message with the reason.
    (messages) =>
      thread.call("sendMany", messages).catch((error: Error) => messages.map(() => ({ message: error.message }))),
    () => void thread.close({ farewell: "close", graceMs: CLOSE_GRACE_MS }),
  );
}
