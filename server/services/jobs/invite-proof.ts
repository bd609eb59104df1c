import type { FastifyRequest } from "fastify";
import { FRESH_PROOF_ABOVE_PEOPLE } from "../../../contract/second-factor.js";
import type { Db } from "../../db/database.js";
import { signedIn } from "../../plugins/staff-guard.js";
import { FRESH_PROOF_MS, requireFreshSecondFactor } from "../second-factor/fresh-proof.js";
import { BULK_INVITE_KIND } from "./bulk-invite.js";
import { invitesQueuedBy } from "./job-store.js";

/**
 * Bulk invites and waves of more than 100 people need fresh proof, counted per staff member over the
 * proof's own window (10 minutes), so that batches of 100 add up as one large invite would.
 */
export async function requireFreshProofForInvites(request: FastifyRequest, db: Db, people: number) {
  const since = new Date(Date.now() - FRESH_PROOF_MS).toISOString();
  const earlier = await invitesQueuedBy(db, BULK_INVITE_KIND, signedIn(request).staff.id, since);
  if (earlier + people > FRESH_PROOF_ABOVE_PEOPLE) requireFreshSecondFactor(request);
}
