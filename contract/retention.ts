import { z } from "zod";

export const RETENTION_REASONS = [
  "unconfirmed",
  "invite-accepted",
  "invite-expired",
  "city-closed",
  "audit-log",
  "message-log",
  "grievance",
  /** The consent ledger's records of people erased over a year ago (server/services/consent/purge.ts). */
  "consent-records",
] as const;
export type RetentionReason = (typeof RETENTION_REASONS)[number];

/** GET /api/v1/admin/retention: what will be erased or purged in the next 30 days, by reason. */
export const retentionForecastSchema = z.object({
  from: z.string(),
  to: z.string(),
  retentionDays: z.number().int(),
  items: z.array(
    z.object({
      reason: z.enum(RETENTION_REASONS),
      action: z.enum(["erase", "purge"]),
      count: z.number().int(),
    }),
  ),
  lastRun: z
    .object({ at: z.string(), warned: z.number().int(), erased: z.number().int(), purged: z.number().int() })
    .nullable(),
});
export type RetentionForecast = z.infer<typeof retentionForecastSchema>;
