import type { AppConfig } from "../../config.js";
import { insertRows } from "../../db/insert-rows.js";
import type { Writes } from "../../db/writes.js";
import { orderedId } from "../../lib/ids.js";
import type { PlainLog } from "../../lib/thread-log.js";
import type { Metrics } from "../metrics/metrics.js";
import { smtpThreadMailer } from "./smtp-thread.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The invite the message belongs to, kept with an outbox copy. */
  inviteId?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail server (or the outbox) has accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  /** Sends several at once; resolves with each message's failure (null when it was accepted), in order. */
  sendMany(messages: MailMessage[]): Promise<(Error | null)[]>;
  close(): void;
}

/** What a mailer reads of the configuration (a worker thread gets just this). */
export type MailerSettings = Pick<AppConfig, "smtpUrl" | "mailFrom" | "workerDir">;

/** Without SMTP_URL (development) every message is kept in the mail_outbox table instead of being lost. */
function outboxMailer(writes: Writes, log: PlainLog): Mailer {
  async function sendMany(messages: MailMessage[]) {
    if (messages.length === 0) return [];
    const createdAt = new Date().toISOString();
    const rows = messages.map((message) => ({
      id: orderedId(),
      inviteId: message.inviteId ?? null,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      createdAt,
    }));
    // One statement for the lot: the outbox shares SQLite's one writer with the sign-ups.
    await writes((db) => insertRows(db, "mailOutbox", rows));
    for (const { id } of rows) {
      log.info({ outboxId: id }, "SMTP_URL is not set: the e-mail was saved to the mail_outbox table (see its id)");
    }
    return messages.map(() => null);
  }
  return {
    async send(message) {
      await sendMany([message]);
    },
    sendMany,
    close: () => {},
  };
}

/** Counts what each send gave (the metrics' mail outcomes). */
function counted(mailer: Mailer, metrics: Pick<Metrics, "mail">): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
        metrics.mail("sent");
      } catch (error) {
        metrics.mail("failed");
        throw error;
      }
    },
    async sendMany(messages) {
      const failures = await mailer.sendMany(messages);
      const failed = failures.filter(Boolean).length;
      metrics.mail("sent", messages.length - failed);
      metrics.mail("failed", failed);
      return failures;
    },
    close: () => mailer.close(),
  };
}

export function createMailer(
  config: MailerSettings,
  /** Where the outbox's rows are written (without SMTP_URL). */
  writes: Writes,
  log: PlainLog,
  metrics?: Pick<Metrics, "mail">,
): Mailer {
  // nodemailer spends most of a millisecond of CPU on each message: never on the thread that calls this.
  const { smtpUrl, mailFrom, workerDir } = config;
  const mailer = smtpUrl ? smtpThreadMailer({ smtpUrl, mailFrom }, workerDir, log) : outboxMailer(writes, log);
  return metrics ? counted(mailer, metrics) : mailer;
}
