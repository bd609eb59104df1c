import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { whatsappHandshakeSchema, whatsappWebhookSchema } from "../../contract/whatsapp.js";
import { HttpError } from "../lib/http-error.js";
import { nonJsonResponse, withZod } from "../plugins/zod-schemas.js";
import { numberSecret } from "../services/whatsapp/number-stops.js";
import { handleWebhook } from "../services/whatsapp/webhook.js";

/** Meta batches statuses: a webhook may be far larger than any other body this API takes. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Exactly `sha256=` and 64 lower-case hex digits: no trailing text, no upper case, no second copy. */
const SIGNATURE = /^sha256=[0-9a-f]{64}$/;

/** X-Hub-Signature-256 is `sha256=` and the HMAC-SHA256 of the raw body with the app secret, in hex. */
export function validSignature(header: unknown, raw: Buffer, appSecret: string) {
  if (typeof header !== "string" || !SIGNATURE.test(header)) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The Cloud API's webhook (docs/decisions/301-whatsapp-delivery.md): GET answers Meta's subscription
 * handshake; POST takes statuses and inbound messages, each signed over its raw body. Without
 * WHATSAPP_TOKEN the routes answer 404, as if absent.
 */
export async function whatsappWebhookRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  // This scope alone keeps JSON bodies raw: the signature is over the bytes as sent.
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const settings = () => {
    const config = app.config.whatsapp;
    if (!config) throw new HttpError(404, "WhatsApp is not configured on this server.");
    return config;
  };

  app.get(
    "/whatsapp/webhook",
    {
      schema: {
        querystring: whatsappHandshakeSchema,
        response: { 200: nonJsonResponse("text/plain", "The hub.challenge, as Meta's handshake expects") },
      },
    },
    async (request, reply) => {
      const config = settings();
      const { "hub.mode": mode, "hub.verify_token": token, "hub.challenge": challenge } = request.query;
      const given = Buffer.from(token ?? "");
      const expected = Buffer.from(config.verifyToken);
      const matches = given.length === expected.length && timingSafeEqual(given, expected);
      if (mode !== "subscribe" || !matches || challenge === undefined) {
        throw new HttpError(403, "The verify token does not match.");
      }
      return reply.type("text/plain; charset=utf-8").send(challenge);
    },
  );

  app.post(
    "/whatsapp/webhook",
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const config = settings();
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from("");
      if (!validSignature(request.headers["x-hub-signature-256"], raw, config.appSecret)) {
        throw new HttpError(401, "The X-Hub-Signature-256 header is missing or does not match the body.");
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString("utf8"));
      } catch {
        throw new HttpError(400, "The body is not JSON.");
      }
      const parsed = whatsappWebhookSchema.safeParse(json);
      // Signed by Meta but of a shape not read here: acknowledged, or Meta retries it for days.
      if (!parsed.success) return { ok: true as const };
      const effects = await handleWebhook(
        {
          db: app.db,
          reader: app.reader,
          numberSecret: numberSecret(app.config),
          referralDailyCapPerIp: app.config.referralDailyCapPerIp,
          log: app.log,
        },
        parsed.data,
      );
      if (effects.replies > 0) app.whatsapp?.wake();
      if (effects.fallbacks > 0) {
        void app.personalMail.drain().catch((error) => app.log.error({ err: error }, "e-mail fallback"));
      }
      return { ok: true as const };
    },
  );
}
