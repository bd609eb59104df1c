import { z } from "zod";
import { waitlistFilterSchema } from "./lists.js";

const line = (what: string, max: number) =>
  z
    .string(`Describe ${what}.`)
    .trim()
    .min(3, `Describe ${what}.`)
    .max(max, `Keep ${what} under ${max.toLocaleString("en-IN")} characters.`);

/** The personal data a breach may touch: the items the notice lists. */
export const BREACH_DATA_ITEMS = [
  "name",
  "email",
  "phone",
  "company",
  "trips per month",
  "home and preferred cities",
  "WhatsApp messages",
  "referrals",
  "invites",
] as const;

/** POST /api/v1/admin/breaches: what happened, to which data, and to whom ("everyone" or a waitlist filter). */
export const breachRequestSchema = z.strictObject({
  foundAt: z.iso.datetime({ offset: true, message: "Give the time it was found, e.g. 2026-11-28T09:30:00+05:30." }),
  description: line("what happened", 4000),
  dataItems: z.array(z.enum(BREACH_DATA_ITEMS, "Choose data items from the list.")).min(1, "Choose at least one item."),
  filter: z.union([z.literal("everyone"), waitlistFilterSchema]),
  drill: z.boolean().default(false),
  location: line("where it happened", 1000).optional(),
  impact: line("the likely impact", 2000).optional(),
  measures: line("the measures taken", 2000).optional(),
  remedial: line("the remedial steps", 2000).optional(),
});
export type BreachRequest = z.input<typeof breachRequestSchema>;
export type BreachInput = z.output<typeof breachRequestSchema>;

export const breachCreatedSchema = z.object({ id: z.string(), affected: z.number().int() });

export const breachSchema = z.object({
  id: z.string(),
  foundAt: z.string(),
  description: z.string(),
  dataItems: z.array(z.string()),
  drill: z.boolean(),
  affected: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
  /** The 72-hour deadline for the report (foundAt + 72 h). */
  reportDueAt: z.string(),
  reportedAt: z.string().nullable(),
  /** The people's notices: queued, sent, failed, and rehearsed (a drill). */
  notices: z.object({
    started: z.boolean(),
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    drill: z.number().int(),
  }),
});
export type Breach = z.infer<typeof breachSchema>;
export const breachListSchema = z.object({ items: z.array(breachSchema) });

export const breachIdParams = z.strictObject({ id: z.string().min(1).max(64) });
