import { z } from "zod";
import { consentRecordSchema } from "./consent.js";
import { inviteStatusSchema } from "./invites.js";
import { whatsappStatusSchema } from "./whatsapp.js";

/** GET /admin/stats/surveys | invites | signups. */
export const countResponseSchema = z.object({ count: z.number().int().nonnegative() });

/** One waitlist entry as staff see it (GET /survey_responses), with the API's field names (docs/product.md, Staff admin). */
export const staffSurveyResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  tripsPerMonth: z.string(),
  homeCity: z.string(),
  preferredCities: z.array(z.string()),
  /** When the entry was first saved (ISO-8601 UTC). */
  timestamp: z.string(),
  /** Confirmed the address from the personal page (docs/decisions/060). */
  confirmed: z.boolean(),
  /** Confirmed referrals credited to this person. */
  referrals: z.number().int().nonnegative(),
  /** Who referred this person (their entry), when they joined through a referral link that still resolves. */
  referredBy: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Why the last personal-link e-mail could not be sent, after its retries; null when it went out. */
  mailError: z.string().nullable(),
  /** True while this person's invite is open or has been accepted (no new invite can be made). */
  hasInvite: z.boolean(),
  /**
   * This person's invites, by e-mail address: 'accepted' once signed up, else an open invite's status, else
   * how the newest ended ('revoked' or 'expired': the row can be invited again); null if never invited.
   */
  inviteStatus: inviteStatusSchema.nullable(),
  /** Where the confirmation and invites go: WhatsApp while opted in and not stopped, else e-mail. */
  channel: z.enum(["whatsapp", "email"]),
  /**
   * The newest WhatsApp message's kind and last status; `fallback`: WhatsApp could not deliver it and the
   * e-mail went instead. Null when no WhatsApp message was ever written for the entry.
   */
  whatsapp: z
    .object({
      kind: z.enum(["confirm", "invite", "reply", "notice"]),
      status: whatsappStatusSchema,
      fallback: z.boolean(),
    })
    .nullable(),
});

/** One entry as its detail shows it to staff: the row, and its consent records, newest first. */
export const staffEntryDetailSchema = staffSurveyResponseSchema.extend({ consents: z.array(consentRecordSchema) });

export type StaffSurveyResponse = z.infer<typeof staffSurveyResponseSchema>;

/** GET /survey_responses/:id. */
export const waitlistEntryParamsSchema = z.object({ id: z.string() });
