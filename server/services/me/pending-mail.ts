import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Dialect, PendingPersonalMailTable } from "../../db/schema.js";
import { sortableId } from "../../lib/ids.js";
import type { PersonalMailKind } from "./personal-email.js";

/**
 * How long a claimed e-mail is held by the instance sending it; past that another (or the same one after
 * a restart) takes it over. Three times the SMTP timeout: a send that takes longer is retried.
 */
const CLAIM_MS = 30_000;

/**
 * The row a sign-up or a link request writes, in the same transaction as what causes it
 * (migrations/001-initial-schema/personal-page.ts).
 */
export const pendingMailRow = (email: string, kind: PersonalMailKind, at: string): PendingPersonalMailTable => ({
  id: sortableId(),
  email,
  kind,
  attempt: 0,
  dueAt: at,
  tokenHash: null,
});

/**
 * Claims up to `limit` due e-mails for this instance (`owner`) by moving them CLAIM_MS ahead. PostgreSQL skips rows
 * another instance is claiming at the same moment; SQLite has one writer, so the two statements cannot race.
 */
export async function claimDueMail(db: Db, dialect: Dialect, now: Date, limit: number, owner: string) {
  const leaseUntil = new Date(now.getTime() + CLAIM_MS).toISOString();
  const due = sql`select id from pending_personal_mail where due_at <= ${now.toISOString()} order by due_at limit ${limit}`;
  // Aliased in camelCase, which the connection's CamelCasePlugin leaves as it is.
  const { rows } = await sql<Omit<PendingPersonalMailTable, "dueAt">>`
    update pending_personal_mail set due_at = ${leaseUntil}, claimed_by = ${owner}
    where id in (${dialect === "postgres" ? sql`${due} for update skip locked` : due})
    returning id, email, kind, attempt, token_hash as "tokenHash"`.execute(db);
  return rows;
}
export type ClaimedMail = Awaited<ReturnType<typeof claimDueMail>>[number];

export function forgetMail(db: Db, ids: string[]) {
  return ids.length ? db.deleteFrom("pendingPersonalMail").where("id", "in", ids).execute() : Promise.resolve([]);
}

/** A failed attempt: tried again after `waitMs`, with the token it carried noted so a retry replaces it. */
export function retryMailLater(db: Db, id: string, attempt: number, dueAt: string, tokenHash: string) {
  return db
    .updateTable("pendingPersonalMail")
    .set({ attempt, dueAt, tokenHash, claimedBy: null })
    .where("id", "=", id)
    .execute();
}
