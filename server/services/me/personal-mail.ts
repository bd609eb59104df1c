import { clipText } from "../../../contract/text.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Dialect } from "../../db/schema.js";
import type { Writes } from "../../db/writes.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { noticeLink } from "../consent/notice-link.js";
import { createMailLoop, SEND_GROUP } from "../mail/mail-loop.js";
import type { Mailer, MailMessage } from "../mail/mailer.js";
import { type ClaimedMail, claimDueMail, forgetMail, pendingMailRow, retryMailLater } from "./pending-mail.js";
import { type PersonalMailKind, personalEmail } from "./personal-email.js";
import { hashToken, issueTokens, personalLink, recentTokenCounts, unsubscribeLink } from "./tokens.js";

export interface PersonalMail {
  /** Stores a link request's e-mail and wakes the sender; the caller has already answered. */
  enqueue(email: string, kind: PersonalMailKind): void;
  /** Sends what is due now, without the batching pause, and waits for it (shutdown, tests). */
  drain(): Promise<void>;
}

/** The sender itself, which the sign-up writer wakes: e-mail written by a sign-up's own transaction is due. */
export interface PersonalMailSender extends PersonalMail {
  wake(): void;
  close(): Promise<void>;
}

/** What the sender reads of the configuration (the sign-up thread gets just this). */
export type PersonalMailSettings = Pick<AppConfig, "publicUrl" | "contactEmail" | "mailRetryDelaysMs" | "instanceId">;

/** A stranger can type anyone's address: at most this many repeat or requested links an hour per entry. */
export const LINKS_PER_HOUR = 3;
const HOUR_MS = 3_600_000;
/** Mail may wait: collecting for a moment makes few, large batches that barely touch the sign-up writer. */
const BATCH_DELAY_MS = 250;
/** E-mail claimed per run, by default. */
const BATCH = 500;

interface Deps {
  /** Where its writes run: its own transactions, or the sign-up thread's shared turns. */
  writes: Writes;
  dialect: Dialect;
  mailer: Mailer;
  config: PersonalMailSettings;
  log: PlainLog;
  /** E-mail per run (BATCH unless given). */
  batch?: number;
}

/**
 * The personal-link e-mail sender (docs/decisions/063, docs/product.md): every e-mail is first a row of
 * `pending_personal_mail`, written with the sign-up that causes it, so a crash after the answer loses none.
 * A run claims due rows, reads their entries, stores new tokens (one statement), sends, deletes what went
 * out and reschedules each failure; after the last retry the failure is written on the entry for staff.
 */
export function createPersonalMail({
  writes,
  dialect,
  mailer,
  config,
  log,
  batch: runSize = BATCH,
}: Deps): PersonalMailSender {
  /** Link requests being stored: drain() waits for them too. */
  const storing = new Set<Promise<void>>();
  let closing = false;
  const loop = createMailLoop({
    run: sendDue,
    batch: runSize,
    collectMs: BATCH_DELAY_MS,
    log,
    what: "sending personal-link e-mail",
  });

  async function sendDue(): Promise<number> {
    const now = new Date();
    // One transaction to claim, read and issue the links, then one per group sent (in the sign-up thread,
    // each rides on a commit the sign-ups make anyway).
    const batch = await writes((trx) => prepareDue(trx, now));
    if (batch.claimed.length === 0) return 0;
    const { sendable, entryOf, tokens, unsubscribeTokens } = batch;
    const unsent = batch.claimed.filter((mail) => !sendable.includes(mail)).map((mail) => mail.id);
    if (unsent.length > 0) await writes((trx) => forgetMail(trx, unsent));
    // A group is settled before the next is sent: a crash can repeat only the group on its way (at most
    // SEND_GROUP e-mails), and a stop leaves the rest claimed by this instance, which hands them back.
    for (let from = 0; from < sendable.length && !closing; from += SEND_GROUP) {
      const group = sendable.slice(from, from + SEND_GROUP);
      const messages: MailMessage[] = group.map((mail, i) => {
        const entry = entryOf(mail);
        return personalEmail(mail.kind, {
          to: entry.email,
          // Anyone can sign up any address with any name: until the owner confirms, the name is a stranger's
          // words, so the greeting leaves it out (docs/product.md, Waitlist sign-up).
          name: entry.confirmedAt ? entry.name : "",
          link: personalLink(config.publicUrl, tokens[from + i] as string),
          unsubscribe: unsubscribeLink(config.publicUrl, unsubscribeTokens[from + i] as string),
          notice: noticeLink(config.publicUrl, entry.language),
          contactEmail: config.contactEmail,
          language: entry.language,
        });
      });
      const failures = await mailer.sendMany(messages);
      await writes((trx) => settle(trx, group, failures, tokens.slice(from, from + SEND_GROUP), entryOf));
    }
    return batch.claimed.length;
  }

  async function settle(
    trx: Db,
    group: ClaimedMail[],
    failures: (Error | null)[],
    tokens: string[],
    entryOf: (mail: ClaimedMail) => { mailError: string | null },
  ) {
    const done: string[] = [];
    const delivered: string[] = [];
    for (const [i, mail] of group.entries()) {
      const failure = failures[i];
      if (!failure) {
        done.push(mail.id);
        if (entryOf(mail).mailError) delivered.push(mail.email);
        continue;
      }
      log.warn({ err: failure, kind: mail.kind, attempt: mail.attempt }, "a personal-link e-mail could not be sent");
      const wait = config.mailRetryDelaysMs[mail.attempt];
      if (wait === undefined) {
        done.push(mail.id);
        await recordFailure(trx, mail.email, failure);
        continue;
      }
      const dueAt = new Date(Date.now() + wait).toISOString();
      await retryMailLater(trx, mail.id, mail.attempt + 1, dueAt, hashToken(tokens[i] as string));
      loop.wakeIn(wait);
    }
    await forgetMail(trx, done);
    if (delivered.length > 0) {
      await trx.updateTable("surveyResponses").set({ mailError: null }).where("email", "in", delivered).execute();
    }
  }

  async function prepareDue(trx: Db, now: Date) {
    const claimed = await claimDueMail(trx, dialect, now, runSize, config.instanceId);
    const entries = claimed.length
      ? await trx
          .selectFrom("surveyResponses")
          .select(["id", "name", "email", "mailError", "confirmedAt", "language"])
          .where("email", "in", [...new Set(claimed.map((mail) => mail.email))])
          .execute()
      : [];
    const entryByEmail = new Map(entries.map((entry) => [entry.email, entry]));
    const firstTries = claimed.filter((mail) => mail.kind !== "welcome" && mail.attempt === 0);
    const recent = await recentTokenCounts(
      trx,
      firstTries.flatMap((mail) => entryByEmail.get(mail.email)?.id ?? []),
      new Date(now.getTime() - HOUR_MS).toISOString(),
    );
    // Nobody on the list at this address (erased since), or past the hourly cap: nothing is sent, nobody told.
    const sendable = claimed.filter((mail) => {
      const entry = entryByEmail.get(mail.email);
      if (!entry) return false;
      if (mail.kind === "welcome" || mail.attempt > 0) return true;
      const sent = recent.get(entry.id) ?? 0;
      recent.set(entry.id, sent + 1);
      return sent < LINKS_PER_HOUR;
    });
    // A retry replaces the link of the attempt before, so one e-mail never leaves two live links.
    const replaced = sendable.flatMap((mail) => mail.tokenHash ?? []);
    if (replaced.length) await trx.deleteFrom("personalTokens").where("tokenHash", "in", replaced).execute();
    const entryOf = (mail: ClaimedMail) => entryByEmail.get(mail.email) as (typeof entries)[number];
    const ids = sendable.map((mail) => entryOf(mail).id);
    const tokens = await issueTokens(trx, ids, now.toISOString());
    const unsubscribeTokens = await issueTokens(trx, ids, now.toISOString(), "unsubscribe");
    return { claimed, sendable, entryOf, tokens, unsubscribeTokens };
  }

  async function recordFailure(trx: Db, email: string, failure: Error) {
    const mailError = `${new Date().toISOString()}: the e-mail with the personal link could not be sent: ${failure.message}`;
    await trx
      .updateTable("surveyResponses")
      .set({ mailError: clipText(mailError, 500) })
      .where("email", "=", email)
      .execute();
  }

  return {
    enqueue(email, kind) {
      const write = writes((trx) =>
        trx
          .insertInto("pendingPersonalMail")
          .values(pendingMailRow(email, kind, new Date().toISOString()))
          .execute(),
      ).then(loop.wake, (error) => log.error({ err: error }, "storing a personal-link e-mail failed"));
      storing.add(write);
      void write.finally(() => storing.delete(write));
    },
    wake: loop.wake,
    async drain() {
      await Promise.all(storing);
      await loop.drain();
    },
    async close() {
      closing = true;
      await loop.close();
    },
  };
}
