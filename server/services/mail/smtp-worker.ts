// The SMTP thread (smtp-thread.ts): nodemailer builds and sends each message here, at a lower priority
// than the event loop and the sign-up thread, so that a run of e-mail never competes with the public.
import { parentPort, workerData } from "node:worker_threads";
import { lowerThreadPriority } from "../../lib/thread-priority.js";
import { encodeFailures, type MailReply, type MailRequest } from "./mail-port.js";
import { type SmtpSettings, smtpTransport } from "./smtp-transport.js";

/** Nice 10: below the public path (0), still above idle work. */
const SMTP_THREAD_NICE = 10;

lowerThreadPriority(SMTP_THREAD_NICE);
const transport = smtpTransport(workerData as SmtpSettings);

parentPort?.on("message", async (request: MailRequest) => {
  if (request.type === "close") {
    // The pool says QUIT and closes its connections; with nothing else open, the thread then ends.
    transport.close();
    parentPort?.close();
    return;
  }
  const failures = await transport.sendMany(request.messages);
  parentPort?.postMessage({ id: request.id, failures: encodeFailures(failures) } satisfies MailReply);
});
