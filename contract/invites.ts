import { z } from "zod";
import { normaliseEmail } from "./email.js";
import { stripInvisibleControls } from "./text.js";
import { optionalPhone, personName } from "./waitlist.js";

/** pending: created; sent: accepted by the mail server; accepted: signed up; expired; revoked by staff. */
export const inviteStatusSchema = z.enum(["pending", "sent", "accepted", "expired", "revoked"]);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** 'survey': an invite from a waitlist entry; 'manual': typed by staff (docs/product.md, Invites and onboarding). */
export const INVITE_SOURCES = ["survey", "manual"] as const;

export const INVITE_FIELD_LIMITS = { email: 254, name: 100, phone: 32 } as const;

/** Optional text: absent, null and blank all mean "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .overwrite(stripInvisibleControls)
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .superRefine(personName("Name"))
    .nullish()
    .transform((value) => value ?? "");

export const createInviteRequestSchema = z
  .strictObject({
    email: z
      .string("Enter the e-mail address to invite.")
      .overwrite(normaliseEmail)
      .max(INVITE_FIELD_LIMITS.email)
      .pipe(z.email("Enter a valid e-mail address, like name@example.com.")),
    name: optionalText(INVITE_FIELD_LIMITS.name),
    // The waitlist's one phone rule (E.164 after parsing), or empty.
    phone: optionalPhone,
    source: z.enum(INVITE_SOURCES, "Source must be 'survey' or 'manual'.").default("manual"),
    surveyResponseId: z.string().trim().min(1).max(64).nullish(),
    /** The hub the invite is for; by default the waitlist entry's home city (docs/product.md, Hubs). */
    city: z.string().trim().min(1, "Choose a city.").max(100).nullish(),
    /** Invite although the invite's city is planned (for a waitlist entry: although its home city is). */
    allowPlanned: z.boolean().optional(),
    /** Invite a waitlist entry that has not confirmed its address (an invite from a row only). */
    allowUnconfirmed: z.boolean().optional(),
  })
  .refine((body) => body.source !== "survey" || Boolean(body.surveyResponseId), {
    path: ["surveyResponseId"],
    message: "An invite from the waitlist needs the waitlist entry's id.",
  });
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

/** POST /invites/:id/resend and /revoke. */
export const inviteIdParamsSchema = z.object({ id: z.string() });

export const inviteSchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  source: z.string(),
  status: inviteStatusSchema,
  surveyResponseId: z.string().nullable(),
  /** The city the invite is for; null for invites made before hubs. */
  city: z.string().nullable(),
  onboardingLink: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  expiresAt: z.string(),
  /** Why the last e-mail attempt failed; null once one succeeds. */
  lastError: z.string().nullable(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /invites (201) and resend: the invite's id, link and status, plus the e-mail outcome staff must see. */
export const inviteSendResponseSchema = z.object({
  inviteId: z.string(),
  onboardingLink: z.string(),
  status: inviteStatusSchema,
  mailError: z.string().nullable(),
});
export type InviteSendResponse = z.infer<typeof inviteSendResponseSchema>;
