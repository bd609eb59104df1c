import { createHmac, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { WhatsappConfig } from "../../whatsapp-config.js";

export type TapOutcome = { ok: true; via: "fake" | "self" } | { ok: false; detail: string };

/** The inbound button tap exactly as the Cloud API posts it to the webhook. */
function tapPayload(config: WhatsappConfig, from: string, payload: string) {
  return JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "0",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "0", phone_number_id: config.phoneNumberId },
              contacts: [{ profile: { name: "Dev outbox" }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.dev-${randomBytes(9).toString("base64url")}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "button",
                  button: { payload, text: "Confirm" },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

/** Asks the local fake to post the tap, signed, to the webhook it was given; false if it cannot. */
async function tapThroughFake(config: WhatsappConfig, from: string, payload: string) {
  try {
    const response = await fetch(new URL("/_fake/tap", config.apiUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ from, payload }),
      signal: AbortSignal.timeout(3_000),
    });
    const answer = (await response.json()) as { status?: number };
    return response.ok && answer.status === 200;
  } catch {
    return false;
  }
}

/**
 * A developer's "Confirm" for a WhatsApp confirmation: the fake posts the person's button tap to the
 * webhook; without a fake that can (not running, or no webhook address), the server posts the same signed
 * payload to its own webhook route. Either way the real route checks the signature and the tap.
 */
export async function tapConfirm(app: FastifyInstance, from: string, payload: string): Promise<TapOutcome> {
  const config = app.config.whatsapp;
  if (!config) return { ok: false, detail: "WhatsApp is off on this server: set WHATSAPP_TOKEN to try a tap." };
  if (await tapThroughFake(config, from, payload)) return { ok: true, via: "fake" };
  const raw = tapPayload(config, from, payload);
  const signature = `sha256=${createHmac("sha256", config.appSecret).update(raw).digest("hex")}`;
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/whatsapp/webhook",
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    payload: raw,
  });
  return response.statusCode === 200
    ? { ok: true, via: "self" }
    : { ok: false, detail: `The webhook answered ${response.statusCode}.` };
}
