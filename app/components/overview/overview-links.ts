import type { OverviewStep } from "../../../contract/overview";

/**
 * The words of each step of the home; where each number leads is contract/figure-links.ts, shared with the
 * test that compares every figure with its list's total.
 */
export const STEP_WORDS: Record<OverviewStep, { label: string; hint: string }> = {
  joins: { label: "Joined the waitlist", hint: "New entries" },
  confirmed: { label: "Confirmed", hint: "By e-mail or WhatsApp, on the day they confirmed" },
  invitesSent: { label: "Invites sent", hint: "Not counting revoked ones" },
  invitesAccepted: { label: "Invites accepted", hint: "Of the invites sent that week" },
  signups: { label: "Signed up", hint: "Accounts made from an accepted invite" },
};

/** The channel names, the same on every screen that splits people by channel. */
export const CHANNEL_LABELS = { email: "E-mail", whatsapp: "WhatsApp" } as const;

export const HUBS_LINK = "/admin/hubs";
