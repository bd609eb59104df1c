import { clipText } from "../../../contract/text.js";
import type { Db } from "../../db/database.js";

/**
 * A rights-desk notice sent by WhatsApp shares its id with the person's notice row (services/rights/notices.ts),
 * which the breach's progress counts: these settle that row as its message fares.
 */

/** The Cloud API took the messages: their notices are sent. */
export function noticesSent(db: Db, ids: string[], at: string) {
  if (ids.length === 0) return Promise.resolve();
  return db
    .updateTable("personNotices")
    .set({ status: "sent", sentAt: at, error: null })
    .where("id", "in", ids)
    .where("channel", "=", "whatsapp")
    .where("status", "=", "pending")
    .execute()
    .then(() => undefined);
}

/**
 * WhatsApp could not deliver them (refused, out of retries, a `failed` status, a STOP): each notice becomes an
 * e-mail, due at once, which the notice mail sends to the address on the row. Answers how many it handed over.
 */
export async function noticesToEmail(db: Db, ids: string[], error: string, at: string) {
  if (ids.length === 0) return 0;
  const moved = await db
    .updateTable("personNotices")
    .set({ channel: "email", status: "pending", dueAt: at, sentAt: null, claimedBy: null, error: clipText(error, 500) })
    .where("id", "in", ids)
    .where("channel", "=", "whatsapp")
    .where("status", "in", ["pending", "sent"])
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
