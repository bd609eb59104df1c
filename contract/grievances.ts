import { z } from "zod";
import { stripInvisibleControls } from "./text.js";
import { emailAddress } from "./waitlist.js";

const reference = z.string().regex(/^G-[0-9A-Z]{8}$/, "A grievance reference looks like G-7K3M2Q9X.");

/** POST /api/v1/grievances: anyone may raise one; the personal page adds its token to link the entry. */
export const grievanceRequestSchema = z.strictObject({
  email: emailAddress,
  message: z
    .string("Tell us what went wrong.")
    .transform(stripInvisibleControls)
    .pipe(
      z
        .string()
        .trim()
        .min(10, "Tell us a little more (at least 10 characters).")
        .max(4000, "Keep it under 4,000 characters."),
    ),
  entryToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, "This personal link is not valid.")
    .optional(),
});
export type GrievanceRequest = z.infer<typeof grievanceRequestSchema>;

export const grievanceReceiptSchema = z.object({ reference, dueAt: z.string() });
export type GrievanceReceipt = z.infer<typeof grievanceReceiptSchema>;

export const GRIEVANCE_STATUSES = ["open", "answered", "closed"] as const;

export const grievanceSchema = z.object({
  reference,
  status: z.enum(GRIEVANCE_STATUSES),
  receivedAt: z.string(),
  dueAt: z.string(),
  outerDueAt: z.string(),
  /** Past its due date without an answer. */
  overdue: z.boolean(),
  /** Null once the person is erased. */
  email: z.string().nullable(),
  /** The waitlist entry behind it, while it exists. */
  entryId: z.string().nullable(),
  message: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievanceListQuerySchema = z.strictObject({
  status: z.enum(GRIEVANCE_STATUSES, "Status must be open, answered or closed.").optional(),
});
export const grievanceListSchema = z.object({ items: z.array(grievanceSchema), total: z.number().int() });
export type GrievanceList = z.infer<typeof grievanceListSchema>;

export const grievanceAnswerSchema = z.strictObject({
  message: z
    .string("Write the answer.")
    .trim()
    .min(10, "Write the answer (at least 10 characters).")
    .max(8000, "Keep the answer under 8,000 characters."),
});

export const grievanceReferenceParams = z.strictObject({ reference });

/** GET /api/v1/admin/rights-desk: the founder's home's open and overdue grievances and breach clocks. */
export const rightsSummarySchema = z.object({
  grievances: z.object({ open: z.number().int(), overdue: z.number().int() }),
  breaches: z.array(z.object({ id: z.string(), foundAt: z.string(), reportDueAt: z.string(), drill: z.boolean() })),
});
export type RightsSummary = z.infer<typeof rightsSummarySchema>;
