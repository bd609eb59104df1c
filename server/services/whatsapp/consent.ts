import type { ConsentChannel } from "../../../contract/consent.js";
import { WHATSAPP_NOTICE } from "../../../contract/whatsapp.js";
import type { Db } from "../../db/database.js";
import { appendConsents } from "../consent/ledger.js";

/**
 * The personal page's WhatsApp switch (docs/product.md, WhatsApp). Off keeps the consent record and sets
 * whatsapp_stopped_at, as a STOP reply does; on again is a new consent: a new opt-in time and the notice
 * shown now, the stop cleared. Neither touches the person's place. The consent ledger records each turn in
 * the same transaction; a message still queued is not sent once stopped (queue.ts reads the stop).
 */
export async function setWhatsappChoice(
  db: Db,
  entryId: string,
  on: boolean,
  at = new Date().toISOString(),
  channel: ConsentChannel = "personal-page",
) {
  await db.transaction().execute(async (trx) => {
    const entry = await trx
      .updateTable("surveyResponses")
      .set(
        on
          ? { whatsappOptInAt: at, whatsappNotice: WHATSAPP_NOTICE.id, whatsappStoppedAt: null }
          : { whatsappStoppedAt: at },
      )
      .where("id", "=", entryId)
      .returning(["consentSubject", "language"])
      .executeTakeFirst();
    if (!entry?.consentSubject) return;
    const action = on ? "given" : "withdrawn";
    const language = entry.language ?? "en";
    await appendConsents(trx, [{ subject: entry.consentSubject, purpose: "whatsapp", action, channel, language, at }]);
  });
}

/** How the person is reached now: WhatsApp only while they have opted in and not stopped it. */
export const whatsappActive = (entry: { whatsappOptInAt?: string | null; whatsappStoppedAt?: string | null }) =>
  Boolean(entry.whatsappOptInAt) && !entry.whatsappStoppedAt;
