import { z } from "zod";

/** docs/product.md, Hubs: each city's hub, its weekly intake and the invites it can take. */
export const hubStatusSchema = z.enum(["live", "planned"]);

export const hubSchema = z.object({
  city: z.string(),
  status: hubStatusSchema,
  weeklyCapacity: z.number().int().nullable(),
  accountsThisWeek: z.number().int(),
  openInvites: z.number().int(),
  acceptanceRate: z.number(),
  freeThisWeek: z.number().int(),
  /** Confirmed people of this home city with no open or accepted invite and no account. */
  eligible: z.number().int(),
  backfill: z.boolean(),
  /** The size a wave would have now (min(eligible, floor(freeThisWeek ÷ acceptanceRate))). */
  proposedWave: z.number().int(),
});
export type Hub = z.infer<typeof hubSchema>;
export const hubsResponseSchema = z.object({
  hubs: z.array(hubSchema),
  /** The India day (YYYY-MM-DD) the hubs' week began, Monday: "signed up this week" counts from it. */
  weekStart: z.string(),
});

export const hubParamsSchema = z.object({ city: z.string().min(1).max(100) });

/** The largest intake staff can set, and the largest wave one job sends. */
export const MAX_WEEKLY_CAPACITY = 100_000;
export const MAX_WAVE_SIZE = 5_000;

export const hubUpdateSchema = z
  .strictObject({
    status: hubStatusSchema.optional(),
    weeklyCapacity: z
      .number("Enter a whole number of people.")
      .int("Enter a whole number of people.")
      .min(0, "The intake cannot be negative.")
      .max(MAX_WEEKLY_CAPACITY, `At most ${MAX_WEEKLY_CAPACITY.toLocaleString("en-IN")} a week.`)
      .nullable()
      .optional(),
    backfill: z.boolean("Choose on or off.").optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: "Send a status, a weekly intake or backfill." });
export type HubUpdate = z.input<typeof hubUpdateSchema>;

export const wavePersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Place among the city's eligible people (1 is next). */
  position: z.number().int(),
  referrals: z.number().int(),
});
export type WavePerson = z.infer<typeof wavePersonSchema>;

/** How many of a preview's people are shown. */
export const WAVE_PREVIEW_PEOPLE = 50;

export const wavePreviewSchema = z.object({
  size: z.number().int(),
  freeThisWeek: z.number().int(),
  acceptanceRate: z.number(),
  eligible: z.number().int(),
  people: z.array(wavePersonSchema),
});
export type WavePreview = z.infer<typeof wavePreviewSchema>;

export const waveRequestSchema = z.strictObject({
  size: z
    .number("Enter how many people to invite.")
    .int("Enter a whole number of people.")
    .min(1, "Invite at least one person.")
    .max(MAX_WAVE_SIZE, `At most ${MAX_WAVE_SIZE.toLocaleString("en-IN")} in one wave.`),
  override: z.boolean().optional(),
});
export const waveCreatedSchema = z.object({ jobId: z.string(), waveId: z.string() });

export const waveSchema = z.object({
  id: z.string(),
  city: z.string(),
  size: z.number().int(),
  proposed: z.number().int(),
  override: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  jobId: z.string(),
  /** Invites of the wave: its members' invites in its city since it was sent (its job's so far, and any made again). */
  invited: z.number().int(),
  accepted: z.number().int(),
});
export type Wave = z.infer<typeof waveSchema>;
export const wavesResponseSchema = z.object({ waves: z.array(waveSchema) });

export const demandDaySchema = z.object({ day: z.string(), homeCity: z.number().int(), wantToVisit: z.number().int() });
export const demandCitySchema = z.object({
  city: z.string(),
  homeCity: z.number().int(),
  wantToVisit: z.number().int(),
  confirmedShare: z.number(),
  growth: z.number().nullable(),
  tripsPerMonth: z.number().nullable(),
  referrals: z.number().int(),
  score: z.number(),
  /** New people per India day over the last 90 days. */
  days: z.array(demandDaySchema),
});
export type DemandCity = z.infer<typeof demandCitySchema>;
export const demandResponseSchema = z.object({
  cities: z.array(demandCitySchema),
  formula: z.string(),
  /** When the counts were taken (they are refreshed every few minutes). */
  asOf: z.string(),
});
export type DemandResponse = z.infer<typeof demandResponseSchema>;
