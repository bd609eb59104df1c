import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";
import { stripInvisibleControls } from "./text.js";
import { personName, phone } from "./waitlist.js";

/** GET /onboarding/:inviteId for an invite that can still be used. */
export const onboardingSummarySchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  /** The waitlist entry's language, which the page speaks; "en" for an invite staff made without an entry. */
  language: z.enum(LANGUAGE_CODES),
});
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;

/** The link's code (the invite's id and its seal) is the credential; a wrong one is simply not one (404). */
export const onboardingParamsSchema = z.object({ inviteId: z.string() });

export const onboardingRequestSchema = z.strictObject({
  /** The link's code, `?invite=` (an id and its seal; a bare id for an invite made before seals). */
  invite: z.string().trim().min(1, "The invite link is incomplete.").max(128),
  name: z
    .string("Enter your name.")
    .overwrite(stripInvisibleControls)
    .trim()
    .min(1, "Enter your name.")
    .max(100, "Use at most 100 characters.")
    .superRefine(personName("Name")),
  phone,
  acceptTerms: z.literal(true, "Please accept the terms to continue."),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const onboardingResponseSchema = z.object({ userId: z.string(), email: z.string(), name: z.string() });
