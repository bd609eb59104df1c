import nodemailer from "nodemailer";
import type { MailMessage } from "./mailer.js";

/** A staff member waits for the answer in the browser: a mail server that hangs must not hang the page. */
const SMTP_TIMEOUT_MS = 10_000;
/**
 * A run sends up to a few hundred messages at once. They share this many pooled connections instead of
 * opening one each: a relay limits what one client may hold open (Postfix: 50), and a connection's
 * greeting costs more than a message (docs/history.md, 267). Settings in SMTP_URL's query win (`?maxConnections=10`).
 */
export const SMTP_MAX_CONNECTIONS = 5;

export interface SmtpSettings {
  smtpUrl: string;
  mailFrom: string;
}

/**
 * nodemailer's pooled transport, in the thread that calls this: only the SMTP thread does
 * (smtp-worker.ts). Resolves each run with every message's failure, null when the relay accepted it.
 */
export function smtpTransport({ smtpUrl, mailFrom }: SmtpSettings) {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: SMTP_MAX_CONNECTIONS,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const send = (message: MailMessage) =>
    transport.sendMail({
      from: mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    });
  return {
    async sendMany(messages: MailMessage[]): Promise<(Error | null)[]> {
      const results = await Promise.allSettled(messages.map(send));
      return results.map((r) => (r.status === "fulfilled" ? null : asError(r.reason)));
    },
    close: () => transport.close(),
  };
}

const asError = (reason: unknown) => (reason instanceof Error ? reason : new Error(String(reason)));
