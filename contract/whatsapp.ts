import { z } from "zod";

/**
 * The WhatsApp consent notice: the words the sign-up forms (JavaScript and no-JS) show beside the box, and
 * its version id, which the consent record keeps (survey_responses.whatsapp_notice). Change the words, change
 * the id: a record must always name the words the person saw.
 */
export const WHATSAPP_NOTICE = {
  id: "wa-2026-11",
  label: "Send my confirmation and invite on WhatsApp",
  hint: "To the number above, instead of e-mail. Reply STOP at any time; you keep your place.",
} as const;

/** How the person is reached now: WhatsApp only while they have opted in and not stopped it. */
export const whatsappActive = (entry: { whatsappOptInAt?: string | null; whatsappStoppedAt?: string | null }) =>
  Boolean(entry.whatsappOptInAt) && !entry.whatsappStoppedAt;

/** A form post sends a ticked box as "on" (or "true"); JSON sends a boolean. Absent means no. */
const FORM_VALUES: Record<string, boolean> = {
  on: true,
  true: true,
  "1": true,
  off: false,
  false: false,
  "0": false,
  "": false,
};
export const formBoolean = (value: unknown) =>
  typeof value === "string" && Object.hasOwn(FORM_VALUES, value.trim().toLowerCase())
    ? FORM_VALUES[value.trim().toLowerCase()]
    : value;

export const whatsappOptIn = z
  .preprocess(formBoolean, z.boolean({ error: "WhatsApp choice must be true or false." }))
  .optional()
  .default(false);

/** The statuses of a message as staff and the person see them (the Cloud API's, plus "pending"). */
export const whatsappStatusSchema = z.enum(["pending", "sent", "delivered", "read", "failed"]);
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/**
 * What the Cloud API's webhook posts (only the parts read; the rest passes through untouched). Lenient on
 * purpose: a payload of a kind not handled is still answered 200, or Meta retries it for days.
 */
const inboundMessage = z.looseObject({
  from: z.string(),
  id: z.string().optional(),
  type: z.string(),
  button: z.looseObject({ payload: z.string().optional(), text: z.string().optional() }).optional(),
  interactive: z.looseObject({ button_reply: z.looseObject({ id: z.string() }).optional() }).optional(),
  text: z.looseObject({ body: z.string() }).optional(),
});
const status = z.looseObject({ id: z.string(), status: z.string(), recipient_id: z.string().optional() });
export const whatsappWebhookSchema = z.looseObject({
  object: z.string().optional(),
  entry: z
    .array(
      z.looseObject({
        changes: z
          .array(
            z.looseObject({
              field: z.string().optional(),
              value: z
                .looseObject({
                  statuses: z.array(status).optional(),
                  messages: z.array(inboundMessage).optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsappWebhook = z.infer<typeof whatsappWebhookSchema>;

/** Meta's subscription handshake (GET). */
export const whatsappHandshakeSchema = z.object({
  "hub.mode": z.string().optional(),
  "hub.verify_token": z.string().optional(),
  "hub.challenge": z.string().max(200).optional(),
});
