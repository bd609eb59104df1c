import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { InvitesTable, WhatsappMessagesTable } from "../../db/schema.js";
import { pendingMessageRow, type TemplateBody, waDigits } from "./message-rows.js";

/** "2026-12-11T…" -> "11 Dec 2026", as the invite template's {{2}}, in India's calendar. */
const dayFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});

/**
 * Invites go by WhatsApp as well as by e-mail (docs/product.md, WhatsApp) to people who opted in and have
 * not said STOP: a `stashd_invite` message per invite, written in the transaction that writes the invites,
 * so the delivery loop sends it even if the server stops at once. Its URL button's dynamic part is the
 * invite's id, which the template's URL (…/onboarding?invite={{1}}) opens.
 */
export async function queueInviteMessages(db: Db, config: Pick<AppConfig, "whatsapp">, invites: InvitesTable[]) {
  if (!config.whatsapp) return 0;
  const byEntry = new Map(
    invites.flatMap((invite) => (invite.surveyResponseId ? [[invite.surveyResponseId, invite]] : [])),
  );
  if (byEntry.size === 0) return 0;
  const entries = await db
    .selectFrom("surveyResponses")
    .select(["id", "phone", "homeCity", "language"])
    .where("id", "in", [...byEntry.keys()])
    .where("whatsappOptInAt", "is not", null)
    .where("whatsappStoppedAt", "is", null)
    .execute();
  if (entries.length === 0) return 0;
  const at = new Date().toISOString();
  const rows = entries.map((entry): WhatsappMessagesTable => {
    const invite = byEntry.get(entry.id) as InvitesTable;
    const body: TemplateBody = {
      body: [invite.city ?? entry.homeCity, dayFormat.format(new Date(invite.expiresAt))],
      url: encodeURIComponent(invite.id),
      ...(entry.language && entry.language !== "en" ? { language: entry.language } : {}),
    };
    return pendingMessageRow(
      {
        surveyResponseId: entry.id,
        inviteId: invite.id,
        kind: "invite",
        toNumber: waDigits(entry.phone),
        body: JSON.stringify(body),
      },
      at,
    );
  });
  await db.insertInto("whatsappMessages").values(rows).execute();
  return rows.length;
}
