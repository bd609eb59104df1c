import type { WhatsappMessagesTable } from "../../db/schema.js";
import { randomId, sortableId } from "../../lib/ids.js";

/** What a template message carries besides its name: the body's parameters and the URL button's suffix. */
export interface TemplateBody {
  body: string[];
  /** Rows written before sealed links: the invite's id as its URL button's part (now added as sent). */
  url?: string;
  /**
   * The person's language (contract/languages.ts), when not English: the template goes in it where the
   * operator has it approved in that language (WHATSAPP_TEMPLATE_LANGUAGES), else in the default one.
   */
  language?: string;
}

/** A reply's text; `personalLink`: a fresh personal link is added as it is sent, never stored. */
export interface ReplyBody {
  text: string;
  personalLink?: boolean;
  /** The entry's language, for the personal link's label (rows queued before it had one are English). */
  language?: string;
}

/** An E.164 number ("+919845012345") as the Cloud API's `to` and `from` write it: digits only. */
export const waDigits = (e164: string) => e164.replace(/\D/g, "");

/** A new message, due at once: what it is and to whom; the rest starts as every message's does. */
export function pendingMessageRow(
  message: Pick<WhatsappMessagesTable, "surveyResponseId" | "kind" | "toNumber" | "body"> &
    Partial<Pick<WhatsappMessagesTable, "inviteId" | "confirmPayload">>,
  at: string,
): WhatsappMessagesTable {
  return {
    id: sortableId(),
    inviteId: null,
    confirmPayload: null,
    ...message,
    payloadUsedAt: null,
    status: "pending",
    waMessageId: null,
    attempt: 0,
    dueAt: at,
    error: null,
    createdAt: at,
    updatedAt: at,
    fallbackAt: null,
  };
}

/**
 * A sign-up's confirmation by WhatsApp, written in the sign-up's own transaction and due at once. The
 * payload is random (it comes back with the button tap): it names this intent, never the person.
 */
export function confirmMessageRow(
  entryId: string,
  phone: string,
  homeCity: string,
  at: string,
  language = "en",
): WhatsappMessagesTable {
  const body = JSON.stringify({ body: [homeCity], ...(language === "en" ? {} : { language }) } satisfies TemplateBody);
  return pendingMessageRow(
    { surveyResponseId: entryId, kind: "confirm", toNumber: waDigits(phone), body, confirmPayload: randomId(18) },
    at,
  );
}
