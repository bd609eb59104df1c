import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { Mailer, MailMessage } from "./mailer.js";

/** A send asked over a port: the SMTP thread's and the sign-up thread's protocol both. */
export type MailRequest = { type: "send"; id: number; messages: MailMessage[] } | { type: "close" };
export interface MailReply {
  id: number;
  /** Each message's failure in order, null when the relay accepted it. */
  failures: ({ message: string; code?: string | undefined } | null)[];
}

export const encodeFailures = (failures: (Error | null)[]): MailReply["failures"] =>
  failures.map((failure) => failure && { message: failure.message, code: errorCode(failure) });

export const decodeFailures = (failures: MailReply["failures"]): (Error | null)[] =>
  failures.map((failure) => failure && Object.assign(new Error(failure.message), failure));

/** `send` of a mailer that sends runs: a run of one, whose failure is thrown. */
export const sendOne =
  (sendMany: Mailer["sendMany"]): Mailer["send"] =>
  async (message) => {
    const [failure] = await sendMany([message]);
    if (failure) throw failure;
  };

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
  here.on("message", async (request: MailRequest) => {
    if (request.type === "close") return here.close();
    const failures = await mailer.sendMany(request.messages);
    here.postMessage({ id: request.id, failures: encodeFailures(failures) } satisfies MailReply);
  });
  // The borrowing thread keeps the process alive, not this port; its end closing (the thread stopped) closes it.
  here.unref();
  return there;
}

/** The mailer at the other end of a port from lendMailer. */
export function portMailer(port: MessagePort): Mailer {
  const pending = new Map<number, (failures: (Error | null)[]) => void>();
  let nextId = 0;
  port.on("message", (reply: MailReply) => {
    pending.get(reply.id)?.(decodeFailures(reply.failures));
    pending.delete(reply.id);
  });
  async function sendMany(messages: MailMessage[]): Promise<(Error | null)[]> {
    if (messages.length === 0) return [];
    const id = ++nextId;
    return new Promise((settle) => {
      pending.set(id, settle);
      port.postMessage({ type: "send", id, messages } satisfies MailRequest);
    });
  }
  return {
    send: sendOne(sendMany),
    sendMany,
    close() {
      port.postMessage({ type: "close" } satisfies MailRequest);
      port.close();
    },
  };
}
