import type { FastifyInstance } from "fastify";
import { recordAudit } from "../audit/audit-log.js";
import { type ErasureCause, erasePerson } from "./erase-person.js";
import { scrubWriteAheadLog } from "./wal-scrub.js";

/**
 * A person leaves the waitlist themselves (the personal page, or the e-mail's unsubscribe link): erased
 * everywhere, audited like a staff erasure with the entry id and the counts only, no address and no IP.
 */
export async function leaveWaitlist(
  app: FastifyInstance,
  entry: { id: string; email: string },
  how: string,
  channel: ErasureCause["channel"],
) {
  const counts = await erasePerson(app.db, entry.email, { action: "withdrawn", channel });
  await recordAudit(app.db, {
    action: "waitlist.left",
    actorId: null,
    actor: `the person, ${how}`,
    ip: null,
    target: entry.id,
    details: { ...counts },
  });
  void scrubWriteAheadLog(app);
}
