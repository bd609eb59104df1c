import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";

/**
 * The consent ledger's vocabulary (docs/product.md, Consent). Each purpose is asked for separately:
 * `waitlist` keeps the entry to invite the person (required to join), `whatsapp` sends the confirmation
 * and invites on WhatsApp (optional, offered only where WhatsApp is on).
 */
export const CONSENT_PURPOSES = ["waitlist", "whatsapp"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** `erased`: the entry went without a withdrawal (staff on request, or unconfirmed past its time). */
export const CONSENT_ACTIONS = ["given", "withdrawn", "erased"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

/** Where the person (or staff, or the server on its own schedule: `system`) acted. */
export const CONSENT_CHANNELS = ["web", "no-js", "whatsapp", "personal-page", "email-link", "staff", "system"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

export { NOTICE_VERSION } from "./notice-version.js";

/** Days a record outlives the erasure of its entry (the Rules' one-year log duty), then it is purged. */
export const CONSENT_KEPT_AFTER_ERASURE_DAYS = 365;

export const consentRecordSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  action: z.enum(CONSENT_ACTIONS),
  noticeVersion: z.string(),
  language: z.enum(LANGUAGE_CODES),
  channel: z.enum(CONSENT_CHANNELS),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export const consentRecordsSchema = z.object({ records: z.array(consentRecordSchema) });

export const purposeParams = z.object({ purpose: z.enum(CONSENT_PURPOSES) });

/** Leaving the waitlist erases everything: the API asks for the confirm step's answer explicitly. */
export const withdrawBodySchema = z.object({ confirm: z.literal(true).optional() }).optional();
