import { z } from "zod";
import { staffSurveyResponseSchema } from "./admin.js";
import { INVITE_SOURCES, inviteSchema, inviteStatusSchema } from "./invites.js";
import { isCalendarDay } from "./trending-days.js";

/**
 * Query parameters of the two staff lists (GET /survey_responses and GET /invites/all), shared by the
 * server (validation, 400 on anything else) and the browser (the admin screens keep the same names in
 * their URL). The filter objects are separate so that other views of the same set (CSV export) reuse them.
 */
export const LIST_LIMIT = { min: 1, max: 200, default: 50 } as const;

/** Search goes through trigram indexes, which need three characters to narrow anything down. */
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_MAX_LENGTH = 100;

const search = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, `Search for at most ${SEARCH_MAX_LENGTH} characters.`)
  .refine((value) => value === "" || value.length >= SEARCH_MIN_LENGTH, {
    message: `Type at least ${SEARCH_MIN_LENGTH} characters to search.`,
  })
  .transform((value) => value || undefined)
  .optional();

const order = z.enum(["asc", "desc"], "Order must be 'asc' or 'desc'.").default("desc");

/** A list's query: its filters, then sort (first value the default), order and paging. */
function listQuery<F extends z.ZodRawShape, const S extends readonly [string, ...string[]]>(
  filter: z.ZodObject<F>,
  sorts: S,
) {
  return filter.extend({
    sort: z.enum(sorts, `Sort must be one of ${sorts.join(", ")}.`).default(sorts[0]),
    order,
    ...paging,
  });
}

const paging = {
  limit: z.coerce
    .number(`Limit must be a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}.`)
    .int(`Limit must be a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}.`)
    .min(LIST_LIMIT.min, `Limit must be a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}.`)
    .max(LIST_LIMIT.max, `Limit must be a whole number from ${LIST_LIMIT.min} to ${LIST_LIMIT.max}.`)
    .default(LIST_LIMIT.default),
  /** Opaque: copied from nextCursor or prevCursor of the previous answer. */
  cursor: z.string().min(1).max(1000).optional(),
};

/** An Indian calendar day, "YYYY-MM-DD": a From includes the day's start, a To the whole day. */
const day = (name: string) =>
  z.string().trim().refine(isCalendarDay, `${name} must be a day written YYYY-MM-DD.`).optional();

/** Two days of one range (a To before its From matches nobody). */
function dayRange<const F extends string, const T extends string>(from: F, to: T, words: string) {
  return { [from]: day(`${words} from`), [to]: day(`${words} to`) } as Record<F | T, ReturnType<typeof day>>;
}

export const CHANNELS = ["whatsapp", "email"] as const;
export type Channel = (typeof CHANNELS)[number];
const channel = z.enum(CHANNELS, "Channel must be 'whatsapp' or 'email'.").optional();

/** A visit's source as the traffic report names it (contract/traffic-source.ts); matched without case. */
const source = z.string().trim().min(1).max(100).optional();

export const WAITLIST_SORTS = ["createdAt", "name", "homeCity"] as const;
export type WaitlistSort = (typeof WAITLIST_SORTS)[number];

export const waitlistFilterSchema = z.strictObject({
  q: search,
  homeCity: z.string().trim().min(1).max(100).optional(),
  invited: z
    .enum(["true", "false"], "Invited must be 'true' or 'false'.")
    .transform((value) => value === "true")
    .optional(),
  confirmed: z
    .enum(["true", "false"], "Confirmed must be 'true' or 'false'.")
    .transform((value) => value === "true")
    .optional(),
  ...dayRange("joinedFrom", "joinedTo", "Joined"),
  ...dayRange("confirmedFrom", "confirmedTo", "Confirmed"),
  ...dayRange("invitedFrom", "invitedTo", "Invited"),
  channel,
  source,
  /**
   * The city's line, as waves and backfill read it (server/services/hubs/city-line.ts): its confirmed
   * people with no open or accepted invite, never revoked by staff.
   */
  line: z.string().trim().min(1).max(100).optional(),
});
export type WaitlistFilter = z.output<typeof waitlistFilterSchema>;

/**
 * What a bulk invite by filter and a waitlist export cover when staff did not choose a Confirmed filter:
 * confirmed people only, since anyone can sign up anyone (docs/product.md, Staff admin). Choosing
 * "Confirmed: no" (or yes) in the list's filter is how staff opt in to the unconfirmed.
 */
export function confirmedByDefault<F extends { confirmed?: boolean | undefined }>(
  filter: F,
): F & { confirmed: boolean } {
  return { ...filter, confirmed: filter.confirmed ?? true };
}

/**
 * The waitlist filter as a list's URL holds it, for the views of the same set ("Invite all N matching", the
 * export): every key of the schema, so a new filter can never be left out of them.
 */
export function waitlistFilterFromParams(params: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    Object.keys(waitlistFilterSchema.shape).flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}

export const waitlistQuerySchema = listQuery(waitlistFilterSchema, WAITLIST_SORTS);
export type WaitlistQuery = z.output<typeof waitlistQuerySchema>;

export const INVITE_SORTS = ["createdAt", "email"] as const;
export type InviteSort = (typeof INVITE_SORTS)[number];

/**
 * One status, or several joined by commas ("pending,sent,accepted,expired": every invite not revoked, what
 * the home's "Invites sent" counts).
 */
const statuses = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parts = [...new Set(value.split(",").map((part) => part.trim()))];
    const parsed = parts.map((part) => inviteStatusSchema.safeParse(part));
    if (parsed.some((result) => !result.success)) {
      ctx.addIssue({
        code: "custom",
        message: `Status must be ${inviteStatusSchema.options.join(", ")} or a list of them.`,
      });
      return z.NEVER;
    }
    return parsed.flatMap((result) => (result.success ? [result.data] : []));
  })
  .optional();

export const inviteFilterSchema = z.strictObject({
  q: search,
  status: statuses,
  source: z.enum(INVITE_SOURCES, `Source must be one of ${INVITE_SOURCES.join(", ")}.`).optional(),
  ...dayRange("sentFrom", "sentTo", "Sent"),
  ...dayRange("acceptedFrom", "acceptedTo", "Accepted"),
  /** The invite's city (its hub). */
  city: z.string().trim().min(1).max(100).optional(),
  /** Invites a hub wave sent to its members (the wave's id). */
  wave: z.string().trim().min(1).max(100).optional(),
  channel,
  /**
   * 'first': each invited person once, by their first invite that was not revoked: the people the funnel's
   * "Invites Sent" counts (a person is an e-mail address; server/services/funnel/funnel-steps.ts).
   */
  person: z.enum(["first"], "Person must be 'first'.").optional(),
});

export type InviteFilter = z.output<typeof inviteFilterSchema>;

export const inviteQuerySchema = listQuery(inviteFilterSchema, INVITE_SORTS);
export type InviteQuery = z.output<typeof inviteQuerySchema>;

const pageFields = {
  /** How many rows the whole filtered set holds (not just this page). */
  total: z.number().int().nonnegative(),
  nextCursor: z.string().nullable(),
  /** The page before this one; null on the first page. */
  prevCursor: z.string().nullable(),
};

export const waitlistPageSchema = z.object({ items: z.array(staffSurveyResponseSchema), ...pageFields });
export type WaitlistPage = z.infer<typeof waitlistPageSchema>;

export const invitePageSchema = z.object({ invites: z.array(inviteSchema), ...pageFields });
export type InvitePage = z.infer<typeof invitePageSchema>;
