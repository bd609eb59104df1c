import { z } from "zod";
import { staffSurveyResponseSchema } from "./admin.js";
import { LANGUAGE_CODES } from "./languages.js";
import { emailAddress, surveyResponseSchema } from "./waitlist.js";

/**
 * The personal page's API (/api/v1/me, docs/decisions/060): the e-mailed link's token travels as
 * `Authorization: Bearer <token>`, never in an API address.
 */
export const topReferrerSchema = z.object({ name: z.string(), referrals: z.number() });

/**
 * An honest wait (docs/product.md, Hubs), never a date: for a live city with an intake, weeks at the
 * current pace (or, unconfirmed, that confirming puts them in line); for a planned city, how many wait for
 * it. Null once invited, or for a live city without an intake.
 */
export const waitEstimateSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("live"), city: z.string(), weeks: z.number().int() }),
    z.object({ kind: z.literal("unconfirmed"), city: z.string() }),
    z.object({ kind: z.literal("planned"), city: z.string(), waiting: z.number().int() }),
  ])
  .nullable();
export type WaitEstimate = z.infer<typeof waitEstimateSchema>;

export const meSchema = staffSurveyResponseSchema
  .pick({
    name: true,
    email: true,
    phone: true,
    company: true,
    tripsPerMonth: true,
    homeCity: true,
    preferredCities: true,
  })
  .extend({
    confirmed: z.boolean(),
    /**
     * Place among the people waiting for the same home city (1 = next): the place the estimate rests on.
     * Null once invited, and for a planned city, which has no line while it is closed.
     */
    position: z.number().int().nullable(),
    /** How many wait there: the home city's line, or, for a planned city, everyone waiting for it. */
    positionOf: z.number().int().nullable(),
    referrals: z.number(),
    referralLink: z.string(),
    /** Whether the person chose to appear, by first name and initial, in "Top referrers". */
    showInTopReferrers: z.boolean(),
    /** Social proof: first name and initial only. */
    topReferrers: z.array(topReferrerSchema),
    wait: waitEstimateSchema,
    /** Opted in to WhatsApp and not stopped since: the confirmation and invites go to `phone` there. */
    whatsappOptIn: z.boolean(),
    /** Whether this server sends WhatsApp at all (WHATSAPP_TOKEN set); if not, everything is e-mail. */
    whatsappAvailable: z.boolean(),
    /** The language the person chose on the form (contract/languages.ts): the notice they are shown. */
    language: z.enum(LANGUAGE_CODES),
  });
export type Me = z.infer<typeof meSchema>;

export const EMAIL_LOCKED =
  "Your e-mail address can't be changed here. Leave the waitlist and join again with the new one.";

/** PATCH /me: the sign-up's own rules for every field it may change; the address is the entry's key. */
export function meUpdateSchema(cityNames?: readonly string[]) {
  return surveyResponseSchema(cityNames)
    .pick({ name: true, phone: true, company: true, tripsPerMonth: true, homeCity: true, preferredCities: true })
    .extend({
      email: z.never({ error: EMAIL_LOCKED }).optional(),
      showInTopReferrers: z.boolean("Choose yes or no.").optional(),
    })
    .strict();
}
export type MeUpdateInput = z.input<ReturnType<typeof meUpdateSchema>>;

/** PATCH /me with only the WhatsApp switch: on records a new consent, off stops messages; the place stays. */
export const meWhatsappUpdateSchema = z.strictObject({ whatsappOptIn: z.boolean("Choose yes or no.") });

/** A PATCH body that carries only the switch is the switch; any other is the details form. */
export const isWhatsappSwitch = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "whatsappOptIn" in body;

/** POST /me/link: any address gets the same 202, so the answer never tells whether it is on the list. */
export const meLinkRequestSchema = z.strictObject({ email: emailAddress });
