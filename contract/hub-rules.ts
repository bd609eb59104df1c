import { addDays, istDayOf, istDayStartUtc } from "./trending-days.js";

/**
 * The hubs' rules (docs/product.md, Hubs), pure so that the server, the screens and the tests share them.
 */

/** Ended invites a city needs before its own acceptance rate is used; below it, all cities' together. */
export const OWN_RATE_AFTER_ENDED = 20;
/** The rate assumed until all cities together have OWN_RATE_AFTER_ENDED ended invites. */
export const DEFAULT_ACCEPTANCE_RATE = 0.5;

export interface EndedInvites {
  accepted: number;
  expired: number;
}

/** Accepted ÷ (accepted + expired), for the city once it has 20 ended invites, else for all, else 0.5. */
export function acceptanceRate(city: EndedInvites, all: EndedInvites): number {
  for (const counts of [city, all]) {
    const ended = counts.accepted + counts.expired;
    if (ended >= OWN_RATE_AFTER_ENDED) return counts.accepted / ended;
  }
  return DEFAULT_ACCEPTANCE_RATE;
}

export interface Intake {
  weeklyCapacity: number | null;
  accountsThisWeek: number;
  openInvites: number;
  acceptanceRate: number;
}

/**
 * The week's room: max(0, intake − this week's sign-ups − open invites × rate), a fraction of a place
 * included; 0 for a hub without an intake. Wave sizes are worked out from it, so half a place left by one
 * revoked invite at rate 0.5 is still one invite (docs/product.md, Hubs).
 */
export function roomThisWeek({ weeklyCapacity, accountsThisWeek, openInvites, acceptanceRate }: Intake): number {
  if (weeklyCapacity === null) return 0;
  return Math.max(0, weeklyCapacity - accountsThisWeek - openInvites * acceptanceRate);
}

/**
 * The places shown: the room rounded down to whole people (a hair of tolerance, so 10 − 4 × 0.7 is 7 and
 * not 6).
 */
export function freeThisWeek(intake: Intake): number {
  return Math.floor(roomThisWeek(intake) + 1e-9);
}

/** min(eligible, floor(room ÷ rate)): the invites that should fill this week's room (roomThisWeek). */
export function proposedWaveSize(eligible: number, free: number, rate: number): number {
  if (rate <= 0) return 0;
  // A hair of tolerance, so 3 ÷ 0.6 is 5 and not 4.999….
  return Math.max(0, Math.min(eligible, Math.floor(free / rate + 1e-9)));
}

/** Weeks until a person's turn: place ÷ (intake ÷ rate), rounded up; null without an intake. */
export function weeksToWait(place: number, weeklyCapacity: number | null, rate: number): number | null {
  if (!weeklyCapacity || weeklyCapacity <= 0) return null;
  return Math.max(1, Math.ceil((place * rate) / weeklyCapacity - 1e-9));
}

/** Monday 00:00 India time of the week holding `now`, as a UTC instant (hub weeks run Monday to Sunday). */
export function indiaWeekStart(now: Date): Date {
  const today = istDayOf(now);
  const weekday = (new Date(`${today}T00:00:00.000Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return new Date(istDayStartUtc(addDays(today, -weekday)));
}

export interface DemandInputs {
  homeCity: number;
  wantToVisit: number;
  confirmedShare: number;
  /** Entries of the last 28 days ÷ the 28 before; null when there were none before. */
  growth: number | null;
  /** Median trips a month; null when no answer holds a number. */
  tripsPerMonth: number | null;
  referrals: number;
}

/** Shown on the hubs screen beside the scores: the formula demandScore computes. */
export const DEMAND_SCORE_FORMULA =
  "score = (home city + want to visit ÷ 2) × confirmed share × growth (between 0.5 and 2) × trips a month (between 1 and 4) + 2 × referrals";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Demand for a planned city: the people who would use its hub, counted more when they confirmed, when
 * the city is growing and when they travel often; referrals show pull by word of mouth. Growth without a
 * previous period counts as the most (2); no trips answer counts as the least (1).
 */
export function demandScore(d: DemandInputs): number {
  const growth = d.growth === null ? (d.homeCity + d.wantToVisit > 0 ? 2 : 0.5) : clamp(d.growth, 0.5, 2);
  const trips = d.tripsPerMonth === null ? 1 : clamp(d.tripsPerMonth, 1, 4);
  const people = d.homeCity + d.wantToVisit / 2;
  return Math.round(people * d.confirmedShare * growth * trips + 2 * d.referrals);
}

/** The number an answer to "trips per month" holds ("2-3" is 2.5, "about 4" is 4), or null. */
export function tripsNumber(answer: string): number | null {
  const numbers =
    answer
      .match(/\d+(?:\.\d+)?/g)
      ?.slice(0, 2)
      .map(Number) ?? [];
  if (!numbers.length) return null;
  return numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
}

/** The median of weighted values (value, how many gave it); null for none. */
export function weightedMedian(values: [value: number, weight: number][]): number | null {
  const sorted = values.filter(([, w]) => w > 0).sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, w]) => sum + w, 0);
  if (!total) return null;
  let seen = 0;
  for (let i = 0; i < sorted.length; i += 1) {
    const [value, weight] = sorted[i] as [number, number];
    seen += weight;
    if (seen * 2 > total) return value;
    if (seen * 2 === total) return (value + (sorted[i + 1]?.[0] ?? value)) / 2;
  }
  return null;
}
