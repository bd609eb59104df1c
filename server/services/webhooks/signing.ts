import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new endpoint's signing secret, as the Standard Webhooks libraries take it: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret() {
  return PREFIX + randomBytes(24).toString("base64");
}

/**
 * The Standard Webhooks headers for one attempt: `webhook-signature` is `v1,` and the base64 HMAC-SHA256,
 * keyed by the secret's bytes, of `id.timestamp.body` (timestamp in whole seconds).
 */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return { "webhook-id": id, "webhook-timestamp": timestamp, "webhook-signature": `v1,${signature}` };
}
