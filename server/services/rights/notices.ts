import type { NoticeKind, PersonNoticesTable } from "../../db/schema.js";
import { sortableId } from "../../lib/ids.js";

/**
 * A new notice to a person, due at once (or, in a drill, settled at once as rehearsed: it never leaves).
 * Written in the transaction of what causes it; services/rights/notice-mail.ts sends it.
 */
export function noticeRow(
  notice: { person: string | null; email: string | null; kind: NoticeKind; ref: string; language?: string },
  at: string,
  drill = false,
): PersonNoticesTable {
  return {
    id: sortableId(),
    person: notice.person,
    email: notice.email,
    kind: notice.kind,
    ref: notice.ref,
    channel: "email",
    language: notice.language ?? "en",
    status: drill ? "drill" : "pending",
    attempt: 0,
    dueAt: drill ? null : at,
    error: null,
    createdAt: at,
    sentAt: null,
  };
}
