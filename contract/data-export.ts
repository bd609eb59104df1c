import { z } from "zod";
import { consentRecordSchema } from "./consent.js";

/** One message sent (or queued) to the person, whatever its channel. */
export const exportedMessageSchema = z.object({
  channel: z.enum(["email", "whatsapp"]),
  kind: z.string(),
  at: z.string(),
  status: z.string(),
});

/**
 * GET /api/v1/me/export: everything held about the person (Act s. 11), as JSON. `entry` is every stored
 * field of the waitlist entry by its column name; the rest are the records around it.
 */
export const dataExportSchema = z.object({
  exportedAt: z.string(),
  entry: z.record(z.string(), z.unknown()),
  personalLinks: z.array(z.object({ issuedAt: z.string(), scope: z.string() })),
  messages: z.array(exportedMessageSchema),
  invites: z.array(
    z.object({
      status: z.string(),
      city: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
      expiresAt: z.string(),
      acceptedAt: z.string().nullable(),
    }),
  ),
  account: z.object({ createdAt: z.string(), termsAcceptedAt: z.string() }).nullable(),
  /** How many people this person referred (who they are is theirs, not this person's). */
  referredPeople: z.number().int(),
  grievances: z.array(
    z.object({ reference: z.string(), status: z.string(), receivedAt: z.string(), answeredAt: z.string().nullable() }),
  ),
  /** The person's consent records, newest first (the ledger's own schema). */
  consents: z.array(consentRecordSchema),
  processors: z.array(z.object({ name: z.string(), purpose: z.string() })),
});
export type DataExport = z.infer<typeof dataExportSchema>;
