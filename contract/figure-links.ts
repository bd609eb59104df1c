import type { DemandCity, Hub, Wave } from "./hubs.js";
import type { Overview, OverviewStep } from "./overview.js";
import type { DayRange, Overview as FunnelTotals } from "./trending.js";

/**
 * Where each number of the founder's home leads: the staff list filtered to exactly the people it counts
 * (a count of visits: the traffic report of the same period), so a click shows who the number is. Shared by
 * the home (app/components/overview/) and the test that compares every figure with its list's total
 * (server/routes/figure-walk.test.ts).
 */
export interface Figure {
  /** Names the figure on the page (data-figure) and in the test: "joins.thisWeek", "hub.Pune.eligible". */
  figure: string;
  value: number;
  to: string;
}

/** Every invite status but revoked: the invites that went out and still count as sent. */
export const NOT_REVOKED = "pending,sent,accepted,expired";
/** Open invites: pending or sent and not past their end. */
export const OPEN = "pending,sent";

const link = (path: string, params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};
const waitlist = (params: Record<string, string>) => link("/admin/waitlist", params);
const invites = (params: Record<string, string>) => link("/admin/invites", params);

/** The list behind a step of the funnel, for one week. */
export function stepLink(step: OverviewStep, { from, to }: DayRange): string {
  switch (step) {
    case "joins":
      return waitlist({ joinedFrom: from, joinedTo: to });
    case "confirmed":
      return waitlist({ confirmedFrom: from, confirmedTo: to });
    case "invitesSent":
      return invites({ sentFrom: from, sentTo: to, status: NOT_REVOKED });
    case "invitesAccepted":
      return invites({ sentFrom: from, sentTo: to, status: "accepted" });
    case "signups":
      // An account is made from an accepted invite, at the moment it is accepted (onboarding.ts).
      return invites({ acceptedFrom: from, acceptedTo: to, status: "accepted" });
  }
}

/** This week's confirmed people who are reached on a channel: the parts that add up to "Confirmed". */
export function confirmedOnLink(channel: "whatsapp" | "email", { from, to }: DayRange): string {
  return waitlist({ confirmedFrom: from, confirmedTo: to, channel });
}

/** The week's sign-ups on a channel, and of them the confirmed ones (the channel card's rows). */
export function joinedOnLink(channel: "whatsapp" | "email", { from, to }: DayRange, confirmed?: boolean): string {
  return waitlist({ joinedFrom: from, joinedTo: to, channel, ...(confirmed ? { confirmed: "true" } : {}) });
}

/** The people a wave of the city would invite next: its line. */
export const lineLink = (city: string) => waitlist({ line: city });
export const openInvitesLink = (city: string) => invites({ city, status: OPEN });
/** Accounts made this hub week (Monday, India time, onwards) from the city's invites. */
export const hubAccountsLink = (city: string, weekStart: string) =>
  invites({ city, status: "accepted", acceptedFrom: weekStart });
export const waveLink = (wave: string, accepted = false) =>
  invites({ wave, ...(accepted ? { status: "accepted" } : {}) });
export const sourceJoinsLink = (source: string, { from, to }: DayRange) =>
  waitlist({ source, joinedFrom: from, joinedTo: to });
export const trafficLink = ({ from, to }: DayRange) => link("/admin/trending", { from, to });

/** Every figure of the home that counts people, with the list that holds exactly them. */
export function overviewFigures(overview: Overview): Figure[] {
  const { thisWeek, lastWeek } = overview;
  return [
    ...overview.steps.flatMap(({ step, thisWeek: now, lastWeek: before }) => [
      { figure: `${step}.thisWeek`, value: now, to: stepLink(step, thisWeek) },
      { figure: `${step}.lastWeek`, value: before, to: stepLink(step, lastWeek) },
    ]),
    ...(["email", "whatsapp"] as const).flatMap((channel) => [
      {
        figure: `confirmed.${channel}`,
        value: overview.confirmedByChannel[channel],
        to: confirmedOnLink(channel, thisWeek),
      },
      {
        figure: `confirmation.${channel}.people`,
        value: overview.confirmation[channel].people,
        to: joinedOnLink(channel, thisWeek),
      },
      {
        figure: `confirmation.${channel}.confirmed`,
        value: overview.confirmation[channel].confirmed,
        to: joinedOnLink(channel, thisWeek, true),
      },
    ]),
    ...overview.hubs.flatMap((hub) => [
      { figure: `hub.${hub.city}.eligible`, value: hub.eligible, to: lineLink(hub.city) },
      { figure: `hub.${hub.city}.openInvites`, value: hub.openInvites, to: openInvitesLink(hub.city) },
      {
        figure: `hub.${hub.city}.accountsThisWeek`,
        value: hub.accountsThisWeek,
        to: hubAccountsLink(hub.city, overview.hubWeekStart),
      },
    ]),
    ...overview.waves.flatMap((wave) => [
      { figure: `wave.${wave.id}.invited`, value: wave.invited, to: waveLink(wave.id) },
      { figure: `wave.${wave.id}.accepted`, value: wave.accepted, to: waveLink(wave.id, true) },
    ]),
    ...overview.sources.map((row) => ({
      figure: `source.${row.source}.joins`,
      value: row.joins,
      to: sourceJoinsLink(row.source, thisWeek),
    })),
  ];
}

/**
 * The Trends page's figures: the all-time people of each step, each with the list that holds exactly them,
 * and the visitors of the range (the traffic report of the same days). Invites Sent counts people with an
 * invite that was not revoked, not invites: its list shows each such person once, by their first one.
 */
export function funnelFigures(totals: FunnelTotals | undefined, visitors?: { range: DayRange; value: number }) {
  const figures: Figure[] = [];
  if (visitors) figures.push({ figure: "funnel.visitors", value: visitors.value, to: trafficLink(visitors.range) });
  if (!totals) return figures;
  return [
    ...figures,
    { figure: "funnel.waitlists", value: totals.totalWaitlists, to: waitlist({}) },
    { figure: "funnel.confirmed", value: totals.totalConfirmed, to: waitlist({ confirmed: "true" }) },
    { figure: "funnel.invites", value: totals.totalInvites, to: invites({ person: "first" }) },
    // Every account is made from an accepted invite, at the moment it is accepted (onboarding.ts).
    { figure: "funnel.signups", value: totals.totalSignups, to: invites({ status: "accepted" }) },
  ];
}

/** A city's people on the waitlist (its demand's "home city" count). */
export const homeCityLink = (city: string) => waitlist({ homeCity: city });

/** Every figure of the Hubs page that counts people: each hub's, each recent wave's and each city's demand. */
export function hubsFigures(hubs: Hub[], weekStart: string, waves: Wave[] = [], demand: DemandCity[] = []): Figure[] {
  return [
    ...hubs.flatMap((hub) => [
      {
        figure: `hubs.${hub.city}.accountsThisWeek`,
        value: hub.accountsThisWeek,
        to: hubAccountsLink(hub.city, weekStart),
      },
      { figure: `hubs.${hub.city}.openInvites`, value: hub.openInvites, to: openInvitesLink(hub.city) },
      { figure: `hubs.${hub.city}.eligible`, value: hub.eligible, to: lineLink(hub.city) },
    ]),
    ...waves.flatMap((wave) => [
      { figure: `waves.${wave.id}.invited`, value: wave.invited, to: waveLink(wave.id) },
      { figure: `waves.${wave.id}.accepted`, value: wave.accepted, to: waveLink(wave.id, true) },
    ]),
    ...demand.map((city) => ({
      figure: `demand.${city.city}.homeCity`,
      value: city.homeCity,
      to: homeCityLink(city.city),
    })),
  ];
}

/** The figure named `figure` of a list, for a page that renders its figures one by one. */
export const figureOf = (figures: Figure[], figure: string) => figures.find((one) => one.figure === figure);
