import { z } from "zod";
import { waitlistFilterSchema } from "./lists.js";

/** A page's worth of selected rows; beyond that, staff choose "all N matching this filter". */
export const BULK_INVITE_MAX_IDS = 200;

/**
 * Staff's explicit choice to invite people a wave should not reach by accident: whose home city is planned,
 * or who have not confirmed their address. Without it the API refuses them (409) and says how many.
 */
export const inviteChoiceSchema = z.strictObject({
  allowPlanned: z.boolean().optional(),
  allowUnconfirmed: z.boolean().optional(),
});
export type InviteChoice = z.infer<typeof inviteChoiceSchema>;

/** Of a set about to be invited: how many live in a planned city (and which), and how many never confirmed. */
export const inviteRisksSchema = z.object({
  planned: z.number().int(),
  plannedCities: z.array(z.string()),
  unconfirmed: z.number().int(),
});
export type InviteRisks = z.infer<typeof inviteRisksSchema>;

/** POST /invites/bulk: the rows ticked on a page, or every entry matching the waitlist's filter. */
export const bulkInviteRequestSchema = z
  .strictObject({
    ...inviteChoiceSchema.shape,
    ids: z
      .array(z.string().trim().min(1).max(64))
      .min(1, "Select at least one waitlist entry.")
      .max(BULK_INVITE_MAX_IDS, `Select at most ${BULK_INVITE_MAX_IDS} entries, or invite all matching the filter.`)
      .optional(),
    filter: waitlistFilterSchema.optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.filter === undefined), {
    path: ["ids"],
    message: "Send either the selected ids or the filter, not both.",
  });
export type BulkInviteRequest = z.input<typeof bulkInviteRequestSchema>;

/** "cancelled": staff stopped it (POST /jobs/:id/cancel); what it did so far stays done and counted. */
export const jobStatusSchema = z.enum(["queued", "running", "done", "failed", "cancelled"]);

/** GET /jobs/:id, and the 202 answer of POST /invites/bulk. */
export const jobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: jobStatusSchema,
  total: z.number().int(),
  sent: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  /** Why the job stopped, when it failed as a whole. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobIdParamsSchema = z.object({ id: z.string() });

/** True once a job will change no more. */
export const jobEnded = (job: Pick<Job, "status">) => job.status !== "queued" && job.status !== "running";

/** GET /invites/bulk/count: how many entries matching the filter can still be invited, and how many of them need a choice. */
export const invitableCountSchema = z.object({ invitable: z.number().int(), ...inviteRisksSchema.shape });

/** POST /invites/bulk/check: the ticked rows' risks, for the confirm dialog before they are invited. */
export const bulkCheckRequestSchema = z.strictObject({
  ids: z.array(z.string().trim().min(1).max(64)).min(1).max(BULK_INVITE_MAX_IDS),
});

/** Above this many, "Invite all N matching" asks staff to type the number (docs/product.md, Bulk invite). */
export const TYPED_CONFIRMATION_ABOVE = 5000;
