import { sql } from "kysely";
import { BRAND_NAME } from "../../../contract/brand.js";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { InviteStatus, InvitesTable } from "../../db/schema.js";
import { onboardingLink } from "../../lib/onboarding-code.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { inviteEmail } from "../mail/invite-email.js";
import { createMailLoop, SEND_GROUP } from "../mail/mail-loop.js";
import type { Mailer } from "../mail/mailer.js";
import { queueEvents } from "../webhooks/events.js";
import { effectiveStatus, OPEN_STATUSES } from "./invite-view.js";
import { onboardingLinks } from "./onboarding-code.js";

/**
 * A new (or resent) invite's e-mail is first due this far ahead: the request that made it sends it at once
 * and answers staff with the outcome; only if that request dies does the poll take it over.
 */
export const FIRST_SEND_GRACE_MS = 30_000;
/** How long a claimed e-mail is held by the instance sending it: three SMTP timeouts. */
const CLAIM_MS = 30_000;
const BATCH = 200;

/**
 * The invite e-mail for a stored invite row, in `language`: the one its waitlist entry was made in
 * (entryLanguages), none for an invite staff made without an entry, which goes in English. Its link carries
 * that language as a hint for the page's first words (lib/onboarding-code.ts).
 */
export function inviteMessage(
  config: Pick<AppConfig, "publicUrl" | "contactEmail" | "secondFactorKey" | "dataDir">,
  row: InvitesTable,
  language?: string | null,
) {
  return inviteEmail({
    to: row.email,
    name: row.name,
    onboardingLink: onboardingLink(onboardingLinks(config), row.id, language),
    expiresAt: row.expiresAt,
    brandName: BRAND_NAME,
    contactEmail: config.contactEmail,
    inviteId: row.id,
    language,
  });
}

/** The language each of these invites' waitlist entries was made in, by entry id, in one read. */
async function entryLanguages(db: Db, rows: Pick<InvitesTable, "surveyResponseId">[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.surveyResponseId ? [row.surveyResponseId] : [])))];
  if (ids.length === 0) return new Map<string, string>();
  const entries = await db.selectFrom("surveyResponses").select(["id", "language"]).where("id", "in", ids).execute();
  return new Map(entries.map((entry) => [entry.id, entry.language]));
}

export const mailFailure = (error: unknown) =>
  `The e-mail could not be sent: ${error instanceof Error ? error.message : String(error)}`;

/** When a new or resent invite's e-mail is first due (the invite row carries it: mail_due_at). */
export const firstDue = (now: Date) => new Date(now.getTime() + FIRST_SEND_GRACE_MS).toISOString();

export interface InviteMail {
  /** Sends these invites' due e-mail now; answers each sent one's failure (null when it went out) by id. */
  send(ids: string[]): Promise<Map<string, string | null>>;
  /** Sends everything due now and waits for it (tests, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Pick<
    AppConfig,
    "publicUrl" | "contactEmail" | "mailRetryDelaysMs" | "instanceId" | "secondFactorKey" | "dataDir"
  >;
  log: PlainLog;
}

/**
 * The invite e-mail pipeline (docs/decisions/254): an invite is written with its e-mail due (the intent, in
 * the same statement as the invite); a send claims due invites by moving `mail_due_at` ahead, sends them
 * through the one mailer and settles each: sent (status 'sent'), or retried after the configured delays,
 * after which the error stays on the invite for staff to resend. The mail loop (mail-loop.ts) runs it, as
 * it runs the personal-link e-mail.
 */
export function createInviteMail({ db, mailer, config, log }: Deps): InviteMail {
  let closing = false;
  const loop = createMailLoop({
    run: async () => (await run(null)).claimed,
    batch: BATCH,
    // Staff are waiting on a request's own e-mail, which it sends itself (send); the loop has no one to wait for.
    collectMs: 0,
    log,
    what: "sending due invite e-mail",
  });

  /**
   * Takes the invites for this instance by moving their e-mail's due time ahead (a lease): the given ones,
   * or up to BATCH that are due. The due ones are first found by a read, so an idle poll writes nothing;
   * the update tests the due time again, so of two instances polling at once (PostgreSQL re-reads the
   * condition after a lock wait) only one takes each invite.
   */
  async function claim(ids: string[] | null, now: Date) {
    const at = now.toISOString();
    const wanted =
      ids ??
      (
        await db
          .selectFrom("invites")
          .select("id")
          .where("mailDueAt", "<=", at)
          .orderBy("mailDueAt")
          .limit(BATCH)
          .execute()
      ).map((row) => row.id);
    if (wanted.length === 0) return [];
    return db
      .updateTable("invites")
      .set({ mailDueAt: new Date(now.getTime() + CLAIM_MS).toISOString(), claimedBy: config.instanceId })
      .where("id", "in", wanted)
      .$if(ids !== null, (qb) => qb.where("mailDueAt", "is not", null))
      .$if(ids === null, (qb) => qb.where("mailDueAt", "<=", at))
      .returningAll()
      .execute();
  }

  /** Sent: one statement for all. Only an invite still pending becomes 'sent' (a revoke or signup wins). */
  async function settleSent(ids: string[], at: string) {
    if (ids.length === 0) return;
    await db.transaction().execute(async (trx) => {
      const sent = await trx
        .updateTable("invites")
        .set((eb) => ({
          status: sql<InviteStatus>`case when status = 'pending' then 'sent' else status end`,
          mailDueAt: null,
          mailAttempt: eb("mailAttempt", "+", 1),
          lastError: null,
          sentAt: at,
          updatedAt: at,
        }))
        .where("id", "in", ids)
        .returning(["surveyResponseId", "email", "city", "expiresAt"])
        .execute();
      // The invite's id is the onboarding credential: the event names the person by entry and address.
      const events = sent.map(({ surveyResponseId, email, city, expiresAt }) => ({
        subjectId: surveyResponseId,
        at,
        data: { id: surveyResponseId, email, city: city ?? null, sentAt: at, expiresAt },
      }));
      await queueEvents(trx, "invite.sent", events);
    });
  }

  /** Failed: tried again after the next configured delay, or, past the last, left to staff with its error. */
  async function settleFailed(row: InvitesTable, failure: Error, now: Date) {
    const attempt = (row.mailAttempt ?? 0) + 1;
    // The invite id is the onboarding credential: the log names the waitlist entry instead (docs/product.md).
    log.warn({ err: failure, entryId: row.surveyResponseId, attempt }, "the invite e-mail could not be sent");
    const wait = config.mailRetryDelaysMs[attempt - 1];
    const mailDueAt = wait === undefined ? null : new Date(now.getTime() + wait).toISOString();
    if (wait !== undefined) loop.wakeIn(wait);
    await db
      .updateTable("invites")
      .set({
        mailDueAt,
        mailAttempt: attempt,
        lastError: mailFailure(failure),
        updatedAt: now.toISOString(),
        claimedBy: null,
      })
      .where("id", "=", row.id)
      .execute();
  }

  /** Claims, sends and settles; answers the outcome of each invite it sent. */
  async function run(ids: string[] | null) {
    const now = new Date();
    const claimed = await claim(ids, now);
    // An invite revoked, used or expired meanwhile has nothing left to send.
    const isOpen = (row: InvitesTable) => (OPEN_STATUSES as readonly string[]).includes(effectiveStatus(row, now));
    const ended = claimed.filter((row) => !isOpen(row)).map((row) => row.id);
    if (ended.length) await db.updateTable("invites").set({ mailDueAt: null }).where("id", "in", ended).execute();
    const sendable = claimed.filter(isOpen);
    const outcomes = new Map<string, string | null>();
    // Each group is settled before the next goes: a crash repeats at most the group on its way, and a stop
    // leaves the rest claimed by this instance, which hands them back (services/claims).
    for (let from = 0; from < sendable.length && !closing; from += SEND_GROUP) {
      const group = sendable.slice(from, from + SEND_GROUP);
      const languages = await entryLanguages(db, group);
      const failures = await mailer.sendMany(
        group.map((row) => inviteMessage(config, row, row.surveyResponseId && languages.get(row.surveyResponseId))),
      );
      for (const [i, row] of group.entries()) {
        const failure = failures[i];
        if (failure) await settleFailed(row, failure, now);
        outcomes.set(row.id, failure ? mailFailure(failure) : null);
      }
      await settleSent(
        group.filter((_, i) => !failures[i]).map((row) => row.id),
        now.toISOString(),
      );
    }
    return { claimed: claimed.length, outcomes };
  }

  return {
    send: async (ids) => (await run(ids)).outcomes,
    drain: loop.drain,
    async close() {
      closing = true;
      await loop.close();
    },
  };
}
