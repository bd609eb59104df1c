import { z } from "zod";
import { inviteStatusSchema } from "./invites.js";

const blankAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsUndefined, schema.optional());

/** The filters of the waitlist list; its CSV export and bulk invite take exactly these. */
export const waitlistFilterSchema = z.object({
  q: optional(z.string().trim().max(200)),
  homeCity: optional(z.string().trim().max(100)),
  invited: optional(z.enum(["true", "false"], "Use true or false.").transform((value) => value === "true")),
  sort: z.preprocess(blankAsUndefined, z.enum(["createdAt", "name", "homeCity"]).default("createdAt")),
  order: z.preprocess(blankAsUndefined, z.enum(["asc", "desc"]).default("desc")),
});
export type WaitlistFilter = z.output<typeof waitlistFilterSchema>;

/** The filters of the invites list and its CSV export. */
export const inviteFilterSchema = z.object({
  q: optional(z.string().trim().max(200)),
  status: optional(inviteStatusSchema),
  source: optional(z.string().trim().max(40)),
});
export type InviteFilter = z.output<typeof inviteFilterSchema>;
