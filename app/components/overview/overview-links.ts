import type { OverviewStep } from "../../../contract/overview";

/**
 * The list behind each number of the home, through the filters the lists already read from their URL,
 * so a click shows the people the number counts (or the closest list there is).
 */
export const STEP_LINKS: Record<OverviewStep, { label: string; hint: string; to: string }> = {
  joins: { label: "Joined the waitlist", hint: "New entries", to: "/admin/waitlist" },
  confirmed: {
    label: "Confirmed their e-mail",
    hint: "From their personal page",
    to: "/admin/waitlist?confirmed=true",
  },
  invitesSent: { label: "Invites sent", hint: "Not counting revoked ones", to: "/admin/invites" },
  invitesAccepted: {
    label: "Invites accepted",
    hint: "Of the invites sent that week",
    to: "/admin/invites?status=accepted",
  },
  signups: { label: "Signed up", hint: "Accounts made", to: "/admin/invites?status=accepted" },
};

/** Confirmed people of the city with no invite yet: the people a wave would invite. */
export function eligibleLink(city: string): string {
  return `/admin/waitlist?${new URLSearchParams({ homeCity: city, confirmed: "true", invited: "false" })}`;
}

export const OPEN_INVITES_LINK = "/admin/invites?status=sent";
export const HUBS_LINK = "/admin/hubs";
export const ACCEPTED_LINK = "/admin/invites?status=accepted";
export const TRAFFIC_LINK = "/admin/trending";
