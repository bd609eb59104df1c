import type { Db } from "../../db/database.js";

const SHOWN = 100;

/** The newest e-mails of the outbox table (written there when SMTP_URL is unset), both their parts. */
export async function outboxMails(db: Db) {
  return db
    .selectFrom("mailOutbox")
    .select(["id", "toAddress", "subject", "textBody", "htmlBody", "createdAt"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(SHOWN)
    .execute();
}

/** The newest WhatsApp messages, each with whether its Confirm button can still be tapped. */
export async function outboxWhatsapp(db: Db) {
  const rows = await db
    .selectFrom("whatsappMessages")
    .select(["id", "kind", "toNumber", "body", "status", "confirmPayload", "payloadUsedAt", "fallbackAt", "createdAt"])
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .limit(SHOWN)
    .execute();
  return rows.map(({ confirmPayload, payloadUsedAt, ...row }) => ({
    ...row,
    tappable: row.kind === "confirm" && confirmPayload !== null && payloadUsedAt === null,
  }));
}

export type OutboxMail = Awaited<ReturnType<typeof outboxMails>>[number];
export type OutboxWhatsapp = Awaited<ReturnType<typeof outboxWhatsapp>>[number];
