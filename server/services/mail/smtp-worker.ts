// The SMTP thread (smtp-thread.ts): nodemailer builds and sends each message here, at a lower priority
// than the event loop and the sign-up thread, so that a run of e-mail never competes with the public.
import { workerData } from "node:worker_threads";
import { threadSide } from "../../lib/thread/serve.js";
import { lowerThreadPriority } from "../../lib/thread-priority.js";
import { mailMethods } from "./mail-port.js";
import { type SmtpSettings, smtpTransport } from "./smtp-transport.js";

/** Nice 10: below the public path (0), still above idle work. */
const SMTP_THREAD_NICE = 10;

lowerThreadPriority(SMTP_THREAD_NICE);
const thread = threadSide();
const transport = smtpTransport(workerData as SmtpSettings);

const methods = {
  ...mailMethods(transport),
  close() {
    // The pool says QUIT and closes its connections; with nothing else open, the thread then ends.
    transport.close();
    thread.end();
  },
};
export type SmtpWorker = typeof methods;
thread.serve(methods);
