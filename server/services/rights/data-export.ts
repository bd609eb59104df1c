import type { DataExport } from "../../../contract/data-export.js";
import { PROCESSORS } from "../../../contract/rights.js";
import type { Db } from "../../db/database.js";
import type { SurveyResponsesTable } from "../../db/schema.js";
import { consentsOf } from "../consent/ledger.js";

type Message = DataExport["messages"][number];

/**
 * Every message sent or queued to the person: WhatsApp rows, invite e-mail, personal-link e-mail (one per
 * link issued; a retry replaces its link), e-mail still queued, and the desk's notices.
 */
async function messagesOf(db: Db, entry: SurveyResponsesTable): Promise<Message[]> {
  const [whatsapp, invites, queued, notices, links] = await Promise.all([
    db
      .selectFrom("whatsappMessages")
      .select(["kind", "createdAt", "status"])
      .where("surveyResponseId", "=", entry.id)
      .execute(),
    db
      .selectFrom("invites")
      .select(["createdAt", "sentAt", "status", "lastError", "mailDueAt"])
      .where((eb) => eb.or([eb("email", "=", entry.email), eb("surveyResponseId", "=", entry.id)]))
      .execute(),
    db.selectFrom("pendingPersonalMail").select(["kind", "dueAt"]).where("email", "=", entry.email).execute(),
    db
      .selectFrom("personNotices")
      .select(["kind", "channel", "createdAt", "sentAt", "status"])
      .where("person", "=", entry.id)
      .execute(),
    // Each personal-link e-mail (the confirmation, a link asked for) carries a link issued as it is sent.
    db
      .selectFrom("personalTokens")
      .select("createdAt")
      .where("surveyResponseId", "=", entry.id)
      .where("scope", "=", "page")
      .execute(),
  ]);
  const mailStatus = (row: (typeof invites)[number]) =>
    row.sentAt ? "sent" : row.lastError ? "failed" : row.mailDueAt ? "queued" : row.status;
  const all: Message[] = [
    ...whatsapp.map((m) => ({ channel: "whatsapp" as const, kind: m.kind, at: m.createdAt, status: m.status })),
    ...invites.map((i) => ({
      channel: "email" as const,
      kind: "invite",
      at: i.sentAt ?? i.createdAt,
      status: mailStatus(i),
    })),
    ...links.map((l) => ({ channel: "email" as const, kind: "personal link", at: l.createdAt, status: "sent" })),
    ...queued.map((q) => ({
      channel: "email" as const,
      kind: `personal link (${q.kind})`,
      at: q.dueAt,
      status: "queued",
    })),
    // A notice sent by WhatsApp is listed once, as its WhatsApp message (kind `notice`); one that fell back to
    // e-mail is both, the WhatsApp attempt and the e-mail. A drill's has no message: it is listed itself.
    ...notices
      .filter((n) => n.channel !== "whatsapp" || n.status === "drill")
      .map((n) => ({
        channel: n.channel === "whatsapp" ? ("whatsapp" as const) : ("email" as const),
        kind: n.kind.replace("_", " "),
        at: n.sentAt ?? n.createdAt,
        status: n.status,
      })),
  ];
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * Everything held about one person (Act s. 11): the entry with every stored column, and the records
 * around it. Who they referred is those people's data, so only the number is given; the consent records
 * are the ledger's, under the entry's pseudonym, newest first.
 */
export async function exportPerson(db: Db, entryId: string, now = new Date()): Promise<DataExport | undefined> {
  const entry = await db.selectFrom("surveyResponses").selectAll().where("id", "=", entryId).executeTakeFirst();
  if (!entry) return undefined;
  const [links, invites, account, grievances, messages, consents] = await Promise.all([
    db.selectFrom("personalTokens").select(["createdAt", "scope"]).where("surveyResponseId", "=", entry.id).execute(),
    db
      .selectFrom("invites")
      .select(["status", "city", "createdAt", "sentAt", "expiresAt", "acceptedAt"])
      .where((eb) => eb.or([eb("email", "=", entry.email), eb("surveyResponseId", "=", entry.id)]))
      .orderBy("createdAt")
      .execute(),
    db.selectFrom("users").select(["createdAt", "termsAcceptedAt"]).where("email", "=", entry.email).executeTakeFirst(),
    db
      .selectFrom("grievances")
      .select(["reference", "status", "receivedAt", "answeredAt"])
      .where("person", "=", entry.id)
      .orderBy("receivedAt")
      .execute(),
    messagesOf(db, entry),
    entry.consentSubject ? consentsOf(db, entry.consentSubject) : [],
  ]);
  const usedWhatsapp = Boolean(entry.whatsappOptInAt) || messages.some((m) => m.channel === "whatsapp");
  return {
    exportedAt: now.toISOString(),
    entry: { ...entry, preferredCities: JSON.parse(entry.preferredCities) as unknown },
    personalLinks: links.map((l) => ({ issuedAt: l.createdAt, scope: l.scope ?? "page" })),
    messages,
    invites: invites.map((i) => ({ ...i, city: i.city ?? null })),
    account: account ?? null,
    referredPeople: Number(entry.referrals),
    grievances,
    consents,
    processors: [PROCESSORS.email, ...(usedWhatsapp ? [PROCESSORS.whatsapp] : [])],
  };
}
