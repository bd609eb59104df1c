import { z } from "zod";
import { WAITLIST_FORM_COPY } from "./waitlist-copy.js";

/**
 * The waitlist form's fields, limits and answer: what the form in every page needs to render and to read
 * the server's answer, without the schema and the phone metadata (contract/waitlist.ts, loaded when the
 * form is first checked).
 */
const LABELS = WAITLIST_FORM_COPY.labels;

/**
 * `channel`: where the confirmation is headed, "whatsapp" when the visitor chose it and this server sends
 * it; it depends on the request and the server only, never on whether the address was already on the list.
 */
export const surveyResponseCreatedSchema = z.object({ id: z.string(), channel: z.enum(["email", "whatsapp"]) });

/** Field limits (docs/product.md, Waitlist sign-up). */
export const WAITLIST_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  company: 100,
  tripsPerMonth: 50,
  utm: 100,
  referrer: 500,
  landingPath: 200,
  landingSource: 100,
} as const;

/** A referral code as handed out in `?ref=` links (server/services/waitlist/store.ts makes them). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{6,32}$/;

/**
 * The sign-up's text fields, in form order: the one list the JavaScript form and the no-JS page render
 * (the schema below is the rule set for the same names).
 */
export const WAITLIST_TEXT_FIELDS = [
  { name: "name", label: LABELS.name, type: "text", autoComplete: "name", optional: false },
  { name: "email", label: LABELS.email, type: "email", autoComplete: "email", optional: false },
  { name: "phone", label: LABELS.phone, type: "tel", autoComplete: "tel", optional: false },
  { name: "company", label: LABELS.company, type: "text", autoComplete: "organization", optional: true },
  { name: "tripsPerMonth", label: LABELS.tripsPerMonth, type: "text", autoComplete: "off", optional: true },
] as const;
export type WaitlistTextField = (typeof WAITLIST_TEXT_FIELDS)[number]["name"];

/** Every field's label, for messages that name a field. */
export const WAITLIST_FIELD_LABELS: Record<string, string> & Record<"homeCity" | "preferredCities", string> = LABELS;

/** The hidden field people never see and bots fill in; see server/routes/waitlist.ts. */
export const HONEYPOT_FIELD = "website";
