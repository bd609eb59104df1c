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
const formBoolean = (value: unknown) =>
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
