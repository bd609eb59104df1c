import { createHash } from "node:crypto";
import os from "node:os";
import type { FastifyRequest } from "fastify";
import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from "../../../contract/audit.js";
import { addDays, istDayStartUtc } from "../../../contract/trending-days.js";
import type { Db } from "../../db/database.js";
import type { AuditLogTable } from "../../db/schema.js";
import { inWindow, seekPage } from "../../db/seek.js";
import { orderedId } from "../../lib/ids.js";

export interface AuditRecord {
  action: AuditAction;
  actorId: string | null;
  actor: string;
  ip: string | null;
  /** An id (waitlist entry, job, staff account): never an e-mail of the public, never a secret. */
  target?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one entry. There is deliberately no update or delete anywhere in the application. The id sorts in
 * the order of writing, so two entries of one millisecond (a sign-in and its second factor) list in that order.
 */
export async function recordAudit(db: Db, record: AuditRecord) {
  const now = new Date();
  await db
    .insertInto("auditLog")
    .values({
      id: orderedId(now.getTime()),
      createdAt: now.toISOString(),
      action: record.action,
      actorId: record.actorId,
      actor: record.actor,
      ip: record.ip,
      target: record.target ?? null,
      details: JSON.stringify(record.details ?? {}),
    })
    .execute();
}

/** Records an action of the signed-in staff member behind `request`, with the client's address. */
export function auditRequest(
  request: FastifyRequest,
  action: AuditAction,
  extra: Pick<AuditRecord, "target" | "details"> = {},
) {
  const staff = request.staff;
  return recordAudit(request.server.db, {
    action,
    actorId: staff?.id ?? null,
    actor: staff?.email ?? "unknown",
    ip: request.ip,
    ...extra,
  });
}

/** The actor of a staff CLI command: whoever ran it on the server, by operating-system account. */
export function cliActor() {
  let user = "unknown";
  try {
    user = os.userInfo().username;
  } catch {
    // No passwd entry (some containers): keep "unknown".
  }
  return { actorId: null, actor: `cli:${user}`, ip: null };
}

/**
 * A failed sign-in for an address with no staff account: the address itself is not kept (it is personal
 * data, maybe a staff member's typo of their own), only a short fingerprint to tell repeats apart.
 */
export function attemptFingerprint(normalisedEmail: string) {
  return createHash("sha256").update(normalisedEmail).digest("hex").slice(0, 16);
}

function toEntry(row: AuditLogTable): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details);
  } catch {
    // A hand-edited row must not break the page.
  }
  const { id, action, actor, ip, target } = row;
  return { id, at: row.createdAt, action: action as AuditAction, actor, ip, target, details };
}

/** One page, newest first, by the lists' keyset paging on (created_at, id): page 1,000 costs what page 1 does. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const { action, actor, from, to } = query;
  const base = db
    .selectFrom("auditLog")
    .$if(action !== undefined, (qb) => qb.where("action", "=", action ?? ""))
    .$if(actor !== undefined, (qb) => qb.where("actor", "=", actor ?? ""))
    .$if(from !== undefined, (qb) => qb.where("createdAt", ">=", istDayStartUtc(from ?? "")))
    .$if(to !== undefined, (qb) => qb.where("createdAt", "<", istDayStartUtc(addDays(to ?? "", 1))));
  const page = await seekPage<AuditLogTable>({
    sort: "createdAt",
    order: "desc",
    limit: query.limit,
    cursor: query.cursor,
    table: "auditLog",
    keys: ["createdAt", "id"],
    fetch: (window) => inWindow(base.selectAll(), window).execute(),
  });
  return { items: page.rows.map(toEntry), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/** A list filter as the audit keeps it: a search term may be someone's name or address, so only its use is noted. */
export function auditedFilter(filter: { q?: string | undefined } & Record<string, unknown>) {
  const { q, ...rest } = filter;
  return { ...rest, search: Boolean(q) };
}
