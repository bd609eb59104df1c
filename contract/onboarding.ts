import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";

/** GET /onboarding/:inviteId for an invite that can still be used. */
export const onboardingSummarySchema = z.object({
  inviteId: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
});
export type OnboardingSummary = z.infer<typeof onboardingSummarySchema>;

/** Local Indian numbers are typed without +91; anyone else types their + prefix. Stored as E.164. */
const phoneSchema = z
  .string("Enter your phone number.")
  .trim()
  .max(32, "Enter a valid phone number.")
  .transform((value, ctx) => {
    const phone = parsePhoneNumberFromString(value, "IN");
    if (phone?.isValid()) return phone.number;
    ctx.addIssue({ code: "custom", message: "Enter a valid phone number, like 98765 43210 or +44 20 7946 0958." });
    return z.NEVER;
  });

export const onboardingRequestSchema = z.strictObject({
  invite: z.string().trim().min(1, "The invite link is incomplete.").max(64),
  name: z.string("Enter your name.").trim().min(1, "Enter your name.").max(100, "Use at most 100 characters."),
  phone: phoneSchema,
  acceptTerms: z.literal(true, "Please accept the terms to continue."),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

export const onboardingResponseSchema = z.object({ userId: z.string(), email: z.string(), name: z.string() });
