import type { InviteStatus } from "../../../contract/invites.js";
import type { Db } from "../../db/database.js";
import { effectiveStatus } from "./invite-view.js";

/** Addresses per query: small enough for any database's limit on bound parameters. */
const CHUNK = 500;

/** Ranks a person's invites: an account beats an open invite, which beats how the newest one ended. */
function outranks(
  next: { status: InviteStatus; createdAt: string },
  best: { status: InviteStatus; createdAt: string },
) {
  const rank = (status: InviteStatus) =>
    status === "accepted" ? 2 : status === "pending" || status === "sent" ? 1 : 0;
  return rank(next.status) - rank(best.status) || (next.createdAt > best.createdAt ? 1 : -1);
}

/**
 * Where each person (by normalised address) stands with invites, as staff see it on their waitlist row:
 * 'accepted' once they signed up; else the status of their open invite; else how their newest invite ended
 * ('revoked' or 'expired'), which frees the row for a new invite. People never invited are absent.
 * Meant for one page of rows: it asks for the given addresses only, through the invites e-mail index.
 */
export async function inviteStatesByEmail(db: Db, emails: readonly string[], now = new Date()) {
  const states = new Map<string, { status: InviteStatus; createdAt: string }>();
  for (let start = 0; start < emails.length; start += CHUNK) {
    const rows = await db
      .selectFrom("invites")
      .select(["email", "status", "expiresAt", "createdAt"])
      .where("email", "in", emails.slice(start, start + CHUNK))
      .execute();
    for (const row of rows) {
      const next = { status: effectiveStatus(row, now), createdAt: row.createdAt };
      const best = states.get(row.email);
      if (!best || outranks(next, best) > 0) states.set(row.email, next);
    }
  }
  return new Map([...states].map(([email, state]) => [email, state.status]));
}

/** True while the person's invite is open or was used: no new invite can be made for them. */
export function blocksNewInvite(status: InviteStatus | undefined): boolean {
  return status === "accepted" || status === "pending" || status === "sent";
}
