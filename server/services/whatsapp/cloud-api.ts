import type { WhatsappConfig } from "../../whatsapp-config.js";

/**
 * A small typed client for the one call of the WhatsApp Business Cloud API that Stashd makes,
 * POST {WHATSAPP_API_URL}/{phone-number-id}/messages (docs/decisions/301-whatsapp-delivery.md). It never
 * throws: every answer is sorted into accepted, worth trying again (429, 5xx, a timeout, a refused
 * connection, the API's throughput codes) or refused for good (anything else: the number is not on
 * WhatsApp, a template the API does not know), which the caller answers with the e-mail.
 */

/** A template's parameters as the Cloud API's documented JSON writes them. */
export type TemplateComponent =
  | { type: "body"; parameters: { type: "text"; text: string }[] }
  | { type: "button"; sub_type: "quick_reply"; index: string; parameters: { type: "payload"; payload: string }[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: { type: "text"; text: string }[] };

export type OutgoingMessage =
  | { kind: "template"; to: string; template: string; components: TemplateComponent[]; language?: string }
  | { kind: "text"; to: string; text: string };

export type SendOutcome =
  | { outcome: "accepted"; waMessageId: string }
  | { outcome: "retry"; error: string; rateLimited: boolean; retryAfterMs?: number }
  | { outcome: "refused"; error: string; code?: number };

/** A send that takes longer is abandoned and tried again (the claim outlasts it: queue.ts, CLAIM_MS). */
export const SEND_TIMEOUT_MS = 10_000;

/** The Cloud API's codes that mean "too many, slow down" (answered with 400 or 429). */
const THROTTLED = new Set([4, 80007, 130429, 131048, 131056]);
/** Codes that mean "try again later": a temporary fault on Meta's side. */
const TEMPORARY = new Set([1, 2, 131000, 131016]);

/** The request body, exactly as the Cloud API documents it. */
export function requestBody(message: OutgoingMessage, language: string) {
  if (message.kind === "text") {
    return {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: message.to,
      type: "text",
      text: { preview_url: true, body: message.text },
    };
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: message.template,
      language: { code: message.language ?? language },
      components: message.components,
    },
  };
}

interface ApiAnswer {
  messages?: { id?: string }[];
  error?: { code?: number; message?: string; error_data?: { details?: string } };
}

/**
 * Eight or more digits, run together or split by any separator people write (spaces, dashes, dots, slashes,
 * brackets): a phone number, which an error text stored or logged must not carry.
 */
const PHONE_NUMBER = /\+?\d(?:[\s\-.()/]{0,3}\d){7,}/g;

/** The API's own words about a refusal, with any phone number in them replaced. */
export function withoutPhoneNumbers(text: string) {
  return text.replace(PHONE_NUMBER, "[number]");
}

/** A Retry-After of whole seconds, at most a minute (a larger one would stall every message), in ms. */
function retryAfter(header: string | null): number | undefined {
  const seconds = Number(header);
  return header && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) * 1000 : undefined;
}

export type WhatsappSend = (message: OutgoingMessage) => Promise<SendOutcome>;

export function createCloudApi(config: WhatsappConfig, timeoutMs = SEND_TIMEOUT_MS): WhatsappSend {
  const url = `${config.apiUrl}/${config.phoneNumberId}/messages`;
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
        body: JSON.stringify(requestBody(message, config.templateLanguage)),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return { outcome: "retry", error: `no answer: ${(error as Error).message}`, rateLimited: false };
    }
    const answer = (await response.json().catch(() => ({}))) as ApiAnswer;
    const id = answer.messages?.[0]?.id;
    if (response.ok && id) return { outcome: "accepted", waMessageId: id };
    const code = answer.error?.code;
    const said = answer.error?.error_data?.details ?? answer.error?.message ?? "no message id";
    const error = `${response.status}${code ? ` (code ${code})` : ""}: ${withoutPhoneNumbers(said)}`;
    const rateLimited = response.status === 429 || (code !== undefined && THROTTLED.has(code));
    if (rateLimited || response.status >= 500 || (code !== undefined && TEMPORARY.has(code)) || response.ok) {
      const retryAfterMs = retryAfter(response.headers.get("retry-after"));
      return { outcome: "retry", error, rateLimited, ...(retryAfterMs && { retryAfterMs }) };
    }
    return { outcome: "refused", error, code };
  };
}
