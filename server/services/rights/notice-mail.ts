import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { PersonNoticesTable } from "../../db/schema.js";
import type { PlainLog } from "../../lib/thread-log.js";
import { noticeLink } from "../consent/notice-link.js";
import { mailFailure } from "../invites/invite-mail.js";
import { createMailLoop, SEND_GROUP } from "../mail/mail-loop.js";
import type { Mailer } from "../mail/mailer.js";
import { type NoticeSubject, noticeEmail } from "./notice-email.js";

/** How long a claimed notice is held by the instance sending it: three SMTP timeouts, as for invites. */
export const NOTICE_CLAIM_MS = 30_000;
/** Notices a run claims: a breach of 10,000 people goes out in 50 runs. */
export const NOTICE_BATCH = 200;

export interface NoticeMail {
  /** Notices were written (committed): send them now rather than at the next poll. */
  wake(): void;
  /** Sends everything due now and waits for it (tests, shutdown). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface Deps {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, "publicUrl" | "contactEmail" | "grievanceEmail" | "mailRetryDelaysMs" | "instanceId">;
  log: PlainLog;
}

/** What each claimed notice is about, read in one query per kind. */
async function subjects(db: Db, rows: PersonNoticesTable[]) {
  const refs = (kinds: string[]) => [...new Set(rows.filter((r) => kinds.includes(r.kind)).map((r) => r.ref))];
  const grievanceRefs = refs(["grievance_ack", "grievance_answer"]);
  const breachRefs = refs(["breach"]);
  const grievances = grievanceRefs.length
    ? await db.selectFrom("grievances").selectAll().where("reference", "in", grievanceRefs).execute()
    : [];
  const breaches = breachRefs.length
    ? await db.selectFrom("breaches").selectAll().where("id", "in", breachRefs).execute()
    : [];
  const people = [...new Set(rows.map((r) => r.person).filter((p): p is string => p !== null))];
  const names = people.length
    ? await db.selectFrom("surveyResponses").select(["id", "name", "language"]).where("id", "in", people).execute()
    : [];
  const personOf = new Map(names.map((n) => [n.id, n]));
  const subjectOf = (row: PersonNoticesTable): NoticeSubject | undefined => {
    if (row.kind === "retention_warning") return { kind: row.kind, eraseOn: row.ref };
    if (row.kind === "breach") {
      const breach = breaches.find((b) => b.id === row.ref);
      return breach && { kind: row.kind, breach };
    }
    const grievance = grievances.find((g) => g.reference === row.ref);
    return grievance && { kind: row.kind, grievance };
  };
  return { subjectOf, personOf };
}

/**
 * The rights desk's notices leave as invites do (services/invites/invite-mail.ts, docs/decisions/254):
 * each is a row written in the transaction that causes it, due at once; a run claims due rows by moving
 * their due time ahead under this instance's name (a lease), sends them through the one mailer a group at a
 * time and settles each group. A stopping instance hands its claims back, a restarted one takes its own back
 * (services/claims/instance-claims.ts), and another instance's fall due after NOTICE_CLAIM_MS; a settled
 * notice is never sent again. The same mail loop
 * runs it when woken, when a retry falls due and every few seconds.
 */
export function createNoticeMail({ db, mailer, config, log }: Deps): NoticeMail {
  let closing = false;
  const loop = createMailLoop({
    run,
    batch: NOTICE_BATCH,
    collectMs: 50,
    log,
    what: "sending the rights desk's notices",
  });

  async function claim(now: Date) {
    const at = now.toISOString();
    const due = await db
      .selectFrom("personNotices")
      .select("id")
      .where("dueAt", "<=", at)
      .orderBy("dueAt")
      .limit(NOTICE_BATCH)
      .execute();
    if (due.length === 0) return [];
    return db
      .updateTable("personNotices")
      .set({ dueAt: new Date(now.getTime() + NOTICE_CLAIM_MS).toISOString(), claimedBy: config.instanceId })
      .where(
        "id",
        "in",
        due.map((row) => row.id),
      )
      .where("dueAt", "<=", at)
      .returningAll()
      .execute();
  }

  /** Sent: one statement for the run. */
  async function settleSent(rows: PersonNoticesTable[], now: Date) {
    if (rows.length === 0) return;
    await db
      .updateTable("personNotices")
      .set((eb) => ({
        status: "sent",
        dueAt: null,
        error: null,
        sentAt: now.toISOString(),
        attempt: eb("attempt", "+", 1),
      }))
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
  }

  /** Failed: tried again after the next configured delay, or, past the last, left failed with its error. */
  async function settleFailed(row: PersonNoticesTable, failure: Error, now: Date) {
    const attempt = row.attempt + 1;
    log.warn({ err: failure, noticeId: row.id, attempt }, "a rights-desk notice could not be sent");
    const wait = config.mailRetryDelaysMs[attempt - 1];
    if (wait !== undefined) loop.wakeIn(wait);
    await db
      .updateTable("personNotices")
      .set({
        attempt,
        claimedBy: null,
        error: mailFailure(failure),
        dueAt: wait === undefined ? null : new Date(now.getTime() + wait).toISOString(),
        ...(wait === undefined ? { status: "failed" as const } : {}),
      })
      .where("id", "=", row.id)
      .execute();
  }

  async function run() {
    const now = new Date();
    const claimed = await claim(now);
    if (claimed.length === 0) return 0;
    const { subjectOf, personOf } = await subjects(db, claimed);
    const sendable = claimed.flatMap((row) => {
      const subject = subjectOf(row);
      return row.email && subject ? [{ row, subject }] : [];
    });
    // A notice whose person or subject is gone (erased meanwhile) has no one left to reach.
    const gone = claimed.filter((row) => !sendable.some((s) => s.row.id === row.id)).map((row) => row.id);
    if (gone.length) {
      await db
        .updateTable("personNotices")
        .set({ dueAt: null, claimedBy: null, status: "failed", error: "erased" })
        .where("id", "in", gone)
        .execute();
    }
    // Each group is settled before the next goes: a crash repeats at most the group on its way, and a stop
    // leaves the rest claimed by this instance, which hands them back (services/claims).
    for (let from = 0; from < sendable.length && !closing; from += SEND_GROUP) {
      const group = sendable.slice(from, from + SEND_GROUP);
      const failures = await mailer.sendMany(
        group.map(({ row, subject }) => {
          const person = row.person ? personOf.get(row.person) : undefined;
          // The notice in the entry's language; a grievance raised without an entry reads the English one.
          const notice = noticeLink(config.publicUrl, person?.language);
          return noticeEmail(
            { to: row.email ?? "", name: person?.name ?? "", notice, language: person?.language },
            subject,
            config,
            row.id,
          );
        }),
      );
      for (const [i, { row }] of group.entries()) {
        const failure = failures[i];
        if (failure) await settleFailed(row, failure, now);
      }
      await settleSent(
        group.filter((_, i) => !failures[i]).map(({ row }) => row),
        now,
      );
    }
    return claimed.length;
  }

  return {
    wake: loop.wake,
    drain: loop.drain,
    async close() {
      closing = true;
      await loop.close();
    },
  };
}
