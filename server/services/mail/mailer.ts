import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import { randomId } from "../../lib/ids.js";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The invite the message belongs to, kept with an outbox copy. */
  inviteId?: string;
}

export interface Mailer {
  /** Resolves once the mail server (or the outbox) has accepted the message; rejects with the reason otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A staff member waits for the answer in the browser: a mail server that hangs must not hang the page. */
const SMTP_TIMEOUT_MS = 10_000;

function smtpMailer(config: AppConfig, smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: config.mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL (development) every message is kept in the mail_outbox table instead of being lost. */
function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      const id = randomId();
      await db
        .insertInto("mailOutbox")
        .values({
          id,
          inviteId: message.inviteId ?? null,
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          createdAt: new Date().toISOString(),
        })
        .execute();
      log.info({ outboxId: id }, "SMTP_URL is not set: the e-mail was saved to the mail_outbox table (see its id)");
    },
    close: () => {},
  };
}

export function createMailer(config: AppConfig, db: Db, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config, config.smtpUrl) : outboxMailer(db, log);
}
