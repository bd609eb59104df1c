import type { Invite, InviteStatus } from "../../../contract/invites.js";
import type { InvitesTable } from "../../db/schema.js";
import { type OnboardingLinks, onboardingLink } from "../../lib/onboarding-code.js";

/** Statuses an invite can still be used (or re-sent) in. */
export const OPEN_STATUSES = ["pending", "sent"] as const satisfies InviteStatus[];

/** 'expired' is derived: an open invite past its expiresAt reads as expired everywhere, stored or not. */
export function effectiveStatus(row: Pick<InvitesTable, "status" | "expiresAt">, now = new Date()): InviteStatus {
  const open = (OPEN_STATUSES as readonly string[]).includes(row.status);
  return open && row.expiresAt <= now.toISOString() ? "expired" : row.status;
}

export function toInvite(row: InvitesTable, links: OnboardingLinks, now = new Date()): Invite {
  return {
    inviteId: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    source: row.source,
    status: effectiveStatus(row, now),
    surveyResponseId: row.surveyResponseId,
    city: row.city ?? null,
    onboardingLink: onboardingLink(links, row.id),
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    expiresAt: row.expiresAt,
    lastError: row.lastError,
  };
}
