import { WHATSAPP_NOTICE } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import type { Entry } from "./me.js";

/** Opted in and not stopped since: messages may go to the entry's number on WhatsApp. */
export const whatsappOn = (entry: Pick<Entry, "whatsappOptInAt" | "whatsappStoppedAt">) =>
  Boolean(entry.whatsappOptInAt) && !entry.whatsappStoppedAt;

/**
 * The person's own switch on their page. On: a new consent record (time and the notice they saw now) and
 * any STOP cleared. Off: stopped now, the earlier consent kept on record. Only the consent columns change:
 * the place in line (queue_ms, confirmation, credits) is never touched.
 */
export async function setWhatsappChoice(db: Db, entry: Entry, on: boolean, now = new Date()) {
  const at = now.toISOString();
  const set = on
    ? { whatsappOptInAt: at, whatsappNotice: WHATSAPP_NOTICE.id, whatsappStoppedAt: null }
    : { whatsappStoppedAt: at };
  // Turning off what is already off keeps the first stop's time (a STOP reply's, say).
  if (!on && !whatsappOn(entry)) return;
  await db.updateTable("surveyResponses").set(set).where("id", "=", entry.id).execute();
}
