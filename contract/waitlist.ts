import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { normaliseEmail } from "./email.js";
import { EN as EN_FORM } from "./form-copy/copies.js";
import { LANGUAGE_CODES } from "./languages.js";
import { isWellFormed, NOT_WELL_FORMED, personNameProblem, plainLineProblem, stripInvisibleControls } from "./text.js";
import { sourceLabel } from "./traffic-source.js";
import { HONEYPOT_FIELD, REFERRAL_CODE_PATTERN, WAITLIST_LIMITS } from "./waitlist-fields.js";
import { formBoolean, whatsappOptIn } from "./whatsapp.js";

// The form's fields and limits live apart, so the page's form reads them without the schema's weight.
export * from "./waitlist-fields.js";

/**
 * The waitlist payload contract, shared by the form (client-side field errors) and the server (the
 * authority). The "max" phone metadata is used so that a number is checked digit by digit for its
 * country, not only by length; the form loads it lazily, so it never weighs on the marketing pages.
 */
export const citySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(["live", "planned"]),
});
export const citiesSchema = z.array(citySchema);
export type City = z.infer<typeof citySchema>;

/** India first: visitors type local numbers; NRIs type their foreign number with its + prefix. */
export const DEFAULT_PHONE_REGION = "IN";

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** A name or company: one line of plain text (no line breaks, control characters or links). */
export const plainLine = (label: string) => (value: string, ctx: z.RefinementCtx) => {
  const problem = plainLineProblem(label, value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

/** A person's name: a plain line without an e-mail address or a phone number (it greets them in e-mail). */
export const personName = (label: string) => (value: string, ctx: z.RefinementCtx) => {
  const problem = personNameProblem(label, value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
};

const requiredText = (label: string, max: number, missing: string, rule = plainLine) =>
  z
    .string({ error: missing })
    .overwrite(stripInvisibleControls)
    .trim()
    .min(1, missing)
    .max(max, tooLong(label, max))
    .superRefine(rule(label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .overwrite(stripInvisibleControls)
    .trim()
    .max(max, tooLong(label, max))
    .superRefine(plainLine(label))
    .default("");

/** Empty strings (from a form post or an untouched hidden input) count as "not sent". */
const optionalTracking = (label: string, max: number, stored: (value: string) => string = (value) => value) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max))
    .refine(isWellFormed, `${label} ${NOT_WELL_FORMED}`)
    .transform((value) => (value ? stored(value) : null))
    .optional();

const PHONE_INVALID = "Enter a valid phone number (with its country code, e.g. +44, if it is not Indian).";

/** A typed number as E.164 (India when it has no country code), or an issue when it is not a valid number. */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_REGION);
  if (parsed?.isValid()) return parsed.number;
  ctx.addIssue({ code: "custom", message: PHONE_INVALID });
  return z.NEVER;
}

/** A stored (E.164) number as people write it, grouped: "+919845012345" -> "+91 98450 12345". */
export function formatPhone(value: string): string {
  return parsePhoneNumberFromString(value)?.formatInternational() ?? value;
}

/** A referral code never blocks a sign-up: one that is not of the right form is dropped, not refused. */
const referralCode = z
  .string({ error: "Referral code must be text." })
  .transform((value) => (REFERRAL_CODE_PATTERN.test(value.trim()) ? value.trim() : null))
  .optional();

/** Shared with onboarding (contract/onboarding.ts): one phone rule for the whole product. */
export const phone = z
  .string({ error: "Enter your phone number." })
  .trim()
  .min(1, "Enter your phone number.")
  .max(WAITLIST_LIMITS.phone, tooLong("Phone", WAITLIST_LIMITS.phone))
  .transform(toE164);

/** The same rule where the number may be left out (a staff invite): absent, null or blank is "". */
export const optionalPhone = z
  .string({ error: "Phone must be text." })
  .trim()
  .max(WAITLIST_LIMITS.phone, tooLong("Phone", WAITLIST_LIMITS.phone))
  .nullish()
  .transform((value, ctx) => (value ? toE164(value, ctx) : ""));

/** Normalised as stored (one person = one address). */
export const emailAddress = z
  .string({ error: "Enter your e-mail address." })
  .overwrite(normaliseEmail)
  .min(1, "Enter your e-mail address.")
  .max(WAITLIST_LIMITS.email, tooLong("E-mail", WAITLIST_LIMITS.email))
  .pipe(z.email("Enter a valid e-mail address, like name@example.com."));

const cityList = z.array(z.string({ error: "Each preferred city must be text." }).trim().min(1), {
  error: "Preferred cities must be a list of city names.",
});
/** A form post sends one city as a string and several as repeated fields; JSON must send an array. */
export const oneCityAsList = (value: unknown) => (typeof value === "string" ? [value] : value);
const formCityList = z.preprocess(oneCityAsList, cityList);

const UNKNOWN_CITY = "Choose one of the listed cities.";
const AGE_MISSING = EN_FORM.errors.ageConfirmed;

/**
 * The sign-up payload. With the city list, city names are checked against it (the form); without it, only
 * their shape is (the route's declared body, for the OpenAPI document; the server checks the names against
 * its live list before that, see server/routes/waitlist.ts). formPost: a form post sends one city as a string.
 */
export function surveyResponseSchema(cityNames?: readonly string[], { formPost = false } = {}) {
  const known = cityNames && new Set(cityNames);
  const isKnown = (name: string) => !known || known.has(name);
  return z.strictObject({
    name: requiredText("Name", WAITLIST_LIMITS.name, "Enter your name.", personName),
    email: emailAddress,
    phone,
    company: optionalText("Company", WAITLIST_LIMITS.company),
    tripsPerMonth: optionalText("Trips per month", WAITLIST_LIMITS.tripsPerMonth),
    homeCity: z
      .string({ error: "Select your home city." })
      .trim()
      .min(1, "Select your home city.")
      .refine(isKnown, UNKNOWN_CITY),
    preferredCities: (formPost ? formCityList : cityList)
      .refine((names) => names.every(isKnown), UNKNOWN_CITY)
      .transform((names) => [...new Set(names)])
      .default([]),
    utmSource: optionalTracking("UTM source", WAITLIST_LIMITS.utm),
    utmMedium: optionalTracking("UTM medium", WAITLIST_LIMITS.utm),
    utmCampaign: optionalTracking("UTM campaign", WAITLIST_LIMITS.utm),
    referrer: optionalTracking("Referrer", WAITLIST_LIMITS.referrer),
    // The first page of the sign-up's visit and its source (docs/product.md, Traffic), so joins are
    // attributed to pages and sources.
    landingPath: optionalTracking("Landing page", WAITLIST_LIMITS.landingPath),
    // Named by the page, so not trusted: a value that is not a short label is stored as "Other".
    landingSource: optionalTracking("Landing source", WAITLIST_LIMITS.landingSource, (value) =>
      sourceLabel(value, { fold: false }),
    ),
    ref: referralCode,
    // Consent to the confirmation and invites on WhatsApp, to `phone` (contract/whatsapp.ts); unticked by default.
    whatsappOptIn,
    // The form's language (contract/languages.ts): the notice, messages and personal page follow it.
    language: z.enum(LANGUAGE_CODES, { error: "Choose one of the listed languages." }).default("en"),
    // The waitlist purpose's box; joining is that consent, so an API caller may leave it out, never send false.
    waitlistConsent: z.preprocess(formBoolean, z.literal(true, { error: EN_FORM.errors.waitlistConsent })).optional(),
    // The person confirms they are 18 or older (the Rules ask a parent's consent for a child's data).
    ageConfirmed: z.preprocess(formBoolean, z.literal(true, { error: AGE_MISSING })),
    [HONEYPOT_FIELD]: z.string().optional(),
  });
}

export type SurveyResponseInput = z.input<ReturnType<typeof surveyResponseSchema>>;
export type SurveyResponse = z.output<ReturnType<typeof surveyResponseSchema>>;
