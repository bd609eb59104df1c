import type { ExpressionBuilder } from "kysely";
import type { InviteFilter, InvitePage, InviteQuery, InviteSort } from "../../../contract/lists.js";
import type { Db } from "../../db/database.js";
import type { Database, Dialect, InviteStatus, InvitesTable } from "../../db/schema.js";
import { OPEN_STATUSES, toInvite } from "../invites/invite-view.js";
import { countRows } from "./filtered-total.js";
import { countMatches, searchCondition } from "./search.js";
import { inWindow, seekPage } from "./seek.js";

export const SORT_KEYS: Record<InviteSort, (keyof InvitesTable)[]> = {
  createdAt: ["createdAt", "id"],
  email: ["email", "id"],
};

/** The status staff see: an open invite past its end reads as expired, stored so or not (invite-view.ts). */
function statusCondition(eb: ExpressionBuilder<Database, "invites">, status: InviteStatus, now: string) {
  if (status === "expired") {
    return eb.or([
      eb("invites.status", "=", "expired"),
      eb.and([eb("invites.status", "in", OPEN_STATUSES), eb("invites.expiresAt", "<=", now)]),
    ]);
  }
  if (status === "pending" || status === "sent") {
    return eb.and([eb("invites.status", "=", status), eb("invites.expiresAt", ">", now)]);
  }
  return eb("invites.status", "=", status);
}

/** The filtered set, shared by the page, its total and any other view of the same filter (export). */
export function filteredInvites(db: Db, dialect: Dialect, filter: InviteFilter, now: string) {
  const { q, status, source } = filter;
  return db
    .selectFrom("invites")
    .$if(q !== undefined, (qb) => qb.where(searchCondition(dialect, "invites", q ?? "")))
    .$if(status !== undefined, (qb) => qb.where((eb) => statusCondition(eb, status ?? "pending", now)))
    .$if(source !== undefined, (qb) => qb.where("invites.source", "=", source ?? ""));
}

export async function invitesPage(
  db: Db,
  dialect: Dialect,
  publicUrl: string,
  query: InviteQuery,
): Promise<InvitePage> {
  const now = new Date();
  const base = filteredInvites(db, dialect, query, now.toISOString());
  const [page, total] = await Promise.all([
    seekPage<InvitesTable>({
      ...query,
      table: "invites",
      keys: SORT_KEYS[query.sort],
      fetch: (window) => inWindow(base.selectAll("invites"), window).execute(),
    }),
    // A search alone is counted in the search index, without reading invites (decision 105).
    query.q !== undefined && query.status === undefined && query.source === undefined
      ? countMatches(db, dialect, "invites", query.q)
      : countRows(base),
  ]);
  return {
    invites: page.rows.map((row) => toInvite(row, publicUrl, now)),
    total,
    nextCursor: page.nextCursor,
    prevCursor: page.prevCursor,
  };
}
