import type { ConsentChannel } from "../../../contract/consent.js";
import { WHATSAPP_NOTICE } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import { appendConsents } from "../consent/ledger.js";
import { waDigits } from "./message-rows.js";
import { startNumberItself, stopNumberItself } from "./number-stops.js";

/**
 * The personal page's WhatsApp switch (docs/product.md, WhatsApp). Off keeps the consent record and sets
 * whatsapp_stopped_at, as a STOP reply does; on again is a new consent: a new opt-in time and the notice
 * shown now, the stop cleared. Neither touches the person's place. The consent ledger records each turn in
 * the same transaction; a message still queued is not sent once stopped (queue.ts reads the stop).
 */
export async function setWhatsappChoice(
  db: Db,
  secret: Buffer,
  entryId: string,
  on: boolean,
  at = new Date().toISOString(),
  channel: ConsentChannel = "personal-page",
) {
  // The switch speaks for the number too: off holds past the entry's erasure, on opts the number in again.
  const entry = await db.selectFrom("surveyResponses").select("phone").where("id", "=", entryId).executeTakeFirst();
  if (entry) {
    if (on) await startNumberItself(db, secret, waDigits(entry.phone));
    else await stopNumberItself(db, secret, waDigits(entry.phone), at);
  }
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("surveyResponses")
      .set(
        on
          ? { whatsappOptInAt: at, whatsappNotice: WHATSAPP_NOTICE.id, whatsappStoppedAt: null }
          : { whatsappStoppedAt: at },
      )
      .where("id", "=", entryId)
      .returning(["consentSubject", "language"])
      .executeTakeFirst();
    // The consent ledger records each turn of the switch in the same transaction.
    if (!updated?.consentSubject) return;
    const action = on ? "given" : "withdrawn";
    const language = updated.language ?? "en";
    await appendConsents(trx, [
      { subject: updated.consentSubject, purpose: "whatsapp", action, channel, language, at },
    ]);
  });
}
