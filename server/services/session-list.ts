import type { SessionInfo } from "../../contract/staff.js";
import type { Db } from "../db/database.js";
import type { SessionPolicy } from "./sessions.js";

/**
 * An account's open sessions, most recently used first; `currentId` marks the caller's own. A session idle
 * past the policy is left out: it would be refused at its next request (and deleted then), so it is over.
 */
export async function listSessions(
  db: Db,
  staffId: string,
  currentId: string | null,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionInfo[]> {
  const idleSince = new Date(now.getTime() - policy.idleHours * 3_600_000).toISOString();
  const rows = await db
    .selectFrom("sessions")
    .select(["publicId", "createdAt", "lastSeenAt", "address", "device"])
    .where("staffId", "=", staffId)
    .where("expiresAt", ">", now.toISOString())
    .where("lastSeenAt", ">=", idleSince)
    .orderBy("lastSeenAt", "desc")
    .orderBy("publicId")
    .execute();
  return rows.map((row) => ({
    id: row.publicId,
    current: row.publicId === currentId,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    address: row.address,
    device: row.device ?? "Unknown device",
  }));
}

/** Ends one session of the account; false when it has no such session (ended already, or someone else's). */
export async function endSessionById(db: Db, staffId: string, publicId: string) {
  const result = await db
    .deleteFrom("sessions")
    .where("staffId", "=", staffId)
    .where("publicId", "=", publicId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the account except `keepId` (null: all of them); resolves to how many ended. */
export async function endSessionsOf(db: Db, staffId: string, keepId: string | null) {
  const result = await db
    .deleteFrom("sessions")
    .where("staffId", "=", staffId)
    .$if(keepId !== null, (qb) => qb.where("publicId", "<>", keepId ?? ""))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
