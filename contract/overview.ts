import { z } from "zod";

/**
 * The founder's home (/admin): how the last seven days went against the seven before, each live hub's
 * room this week, the latest waves and where people came from. One read, so every number on the page
 * comes from the same moment.
 */
export const OVERVIEW_STEPS = ["joins", "confirmed", "invitesSent", "invitesAccepted", "signups"] as const;
export type OverviewStep = (typeof OVERVIEW_STEPS)[number];

const count = z.number().int().nonnegative();
const days = z.object({ from: z.string(), to: z.string() });

export const overviewSchema = z.object({
  /** Indian days: the last seven (today included) and the seven before them. */
  thisWeek: days,
  lastWeek: days,
  steps: z.array(z.object({ step: z.enum(OVERVIEW_STEPS), thisWeek: count, lastWeek: count })),
  /** This week's confirmed people (the "confirmed" step) by the channel that reaches them: the two add up. */
  confirmedByChannel: z.object({ email: count, whatsapp: count }),
  /** The Indian day (a Monday) the hubs' week began: their sign-ups count from it. */
  hubWeekStart: z.string(),
  hubs: z.array(
    z.object({
      city: z.string(),
      weeklyCapacity: count.nullable(),
      accountsThisWeek: count,
      /** Whole places left this week (the hub rule's fraction, rounded down). */
      freeThisWeek: count,
      /** The rate the open invites are weighed by in the free places' sum (contract/hub-rules.ts). */
      acceptanceRate: z.number().min(0).max(1),
      eligible: count,
      openInvites: count,
    }),
  ),
  waves: z.array(
    z.object({ id: z.string(), city: z.string(), createdAt: z.string(), invited: count, accepted: count }),
  ),
  /** Where this week's visitors came from, busiest first. */
  sources: z.array(z.object({ source: z.string(), visitors: count, joins: count })),
  /**
   * Confirmation by channel, of this week's sign-ups: those who chose WhatsApp (their confirmation message
   * delivered, read, and the people confirmed) beside e-mail's; median seconds from joining to confirming.
   */
  confirmation: z.object({
    whatsapp: z.object({
      people: count,
      delivered: count,
      read: count,
      confirmed: count,
      medianSecondsToConfirm: count.nullable(),
    }),
    email: z.object({ people: count, confirmed: count, medianSecondsToConfirm: count.nullable() }),
  }),
  updatedAt: z.string(),
});
export type Overview = z.infer<typeof overviewSchema>;

/** How many waves and sources the home shows. */
export const OVERVIEW_WAVES = 5;
export const OVERVIEW_SOURCES = 5;
