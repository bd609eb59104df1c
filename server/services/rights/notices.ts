import type { NoticeKind, PersonNoticesTable } from "../../db/schema.js";
import { sortableId } from "../../lib/ids.js";

/**
 * A new notice to a person, due at once (or, in a drill, settled at once as rehearsed: it never leaves).
 * Written in the transaction of what causes it; services/rights/notice-mail.ts sends it. One whose channel is
 * WhatsApp is never due here: its whatsapp_messages row (same id) carries it, and settles it, or hands it
 * back to the e-mail (services/whatsapp/queue.ts).
 */
export function noticeRow(
  notice: {
    person: string | null;
    email: string | null;
    kind: NoticeKind;
    ref: string;
    language?: string;
    channel?: "email" | "whatsapp";
  },
  at: string,
  drill = false,
): PersonNoticesTable {
  return {
    id: sortableId(),
    person: notice.person,
    email: notice.email,
    kind: notice.kind,
    ref: notice.ref,
    channel: notice.channel ?? "email",
    language: notice.language ?? "en",
    status: drill ? "drill" : "pending",
    attempt: 0,
    dueAt: drill || notice.channel === "whatsapp" ? null : at,
    error: null,
    createdAt: at,
    sentAt: null,
  };
}
