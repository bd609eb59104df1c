import type { MessagePort } from "node:worker_threads";
import type { ThreadLogRecord } from "../../lib/thread-log.js";
import type { MailerSettings } from "../mail/mailer.js";
import type { PersonalMailKind } from "../me/personal-email.js";
import type { PersonalMailSettings } from "../me/personal-mail.js";
import type { SignUp, SignUpResult } from "./store.js";

/** Messages between sign-up-thread.ts and its worker (sign-up-worker.ts). */
export interface SignUpThreadData {
  dataDir: string;
  settings: MailerSettings & PersonalMailSettings;
  /** The app logger's level: the thread posts only what the app would write. */
  logLevel: string;
  /** With SMTP_URL, the process's one mailer, lent (mail/mail-port.ts); without, the thread keeps an outbox. */
  mailPort?: MessagePort | undefined;
}

export type SignUpThreadRequest =
  | { type: "signUps"; id: number; batch: SignUp[] }
  | { type: "enqueueMail"; email: string; kind: PersonalMailKind }
  | { type: "drainMail"; id: number }
  /** Adds the entries written so far to the search index (lists/search-catch-up.ts). */
  | { type: "catchUpSearch"; id: number }
  /** Page views, flat: path, source, address and user agent of each in turn (traffic/page-views-via-thread.ts). */
  | { type: "visits"; views: string[] }
  | { type: "flushVisits"; id: number }
  | { type: "close"; id: number };

export type SignUpThreadMessage =
  | { type: "reply"; id: number; results?: SignUpResult[]; error?: { message: string; code?: string | undefined } }
  | { type: "mail"; outcome: "sent" | "failed"; count: number }
  | ThreadLogRecord;
