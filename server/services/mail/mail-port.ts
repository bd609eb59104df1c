import { MessageChannel, type MessagePort } from "node:worker_threads";
import { link } from "../../lib/thread/link.js";
import type { Mailer, MailMessage } from "./mailer.js";

type WireFailures = ({ message: string; code?: string | undefined } | null)[];

/**
 * A mailer's one method across a thread: the SMTP thread (smtp-worker.ts) and a lent mailer (below) answer
 * it. Failures travel as plain fields, since an Error loses its code on the way.
 */
export const mailMethods = (mailer: Pick<Mailer, "sendMany">) => ({
  async sendMany(messages: MailMessage[]): Promise<WireFailures> {
    const failures = await mailer.sendMany(messages);
    return failures.map((failure) => failure && { message: failure.message, code: errorCode(failure) });
  },
});
type MailMethods = ReturnType<typeof mailMethods>;

/** The mailer whose runs `call` sends across a thread to mailMethods. */
export function mailerOver(call: (messages: MailMessage[]) => Promise<WireFailures>, close: () => void): Mailer {
  async function sendMany(messages: MailMessage[]): Promise<(Error | null)[]> {
    if (messages.length === 0) return [];
    const failures = await call(messages);
    return failures.map((failure) => failure && Object.assign(new Error(failure.message), failure));
  }
  return {
    async send(message) {
      const [failure] = await sendMany([message]);
      if (failure) throw failure;
    },
    sendMany,
    close,
  };
}

const errorCode = (error: Error) => {
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : undefined;
};

/**
 * Lends a mailer to another thread: its end of the returned port sends through this one (portMailer). The
 * sign-up thread sends its e-mail so, through the process's one SMTP pool, instead of opening a second.
 */
export function lendMailer(mailer: Mailer): MessagePort {
  const { port1: here, port2: there } = new MessageChannel();
  link(here, { local: mailMethods(mailer) });
  // The borrowing thread keeps the process alive, not this port; its end closing (the thread stopped) closes it.
  here.unref();
  return there;
}

/** The mailer at the other end of a port from lendMailer. */
export function portMailer(port: MessagePort): Mailer {
  const lender = link<MailMethods>(port);
  port.on("close", () => lender.fail(new Error("the lent mailer closed")));
  return mailerOver(
    (messages) => lender.call("sendMany", messages),
    () => port.close(),
  );
}
