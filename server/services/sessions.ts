import { createHash, randomBytes } from "node:crypto";
import type { StaffMember } from "../../contract/auth.js";
import type { Db } from "../db/database.js";

export interface SessionPolicy {
  idleHours: number;
  maxDays: number;
}

/** Where a session was opened from, for its owner to recognise it in the sessions list. */
export interface SessionOrigin {
  address: string | null;
  device: string | null;
}

const HOUR_MS = 3_600_000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

function sessionId(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * A new session: the 256-bit token goes to the cookie, only its hash to the database. A passkey sign-in
 * starts it past its second factor (`secondFactorPassed`); a password one does not.
 */
export async function createSession(
  db: Db,
  staffId: string,
  policy: SessionPolicy,
  now = new Date(),
  origin: SessionOrigin = { address: null, device: null },
  secondFactorPassed = false,
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + policy.maxDays * 24 * HOUR_MS);
  const publicId = randomBytes(12).toString("base64url");
  await db
    .insertInto("sessions")
    .values({
      id: sessionId(token),
      publicId,
      staffId,
      ...origin,
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      secondFactorAt: secondFactorPassed ? now.toISOString() : null,
    })
    .execute();
  return { token, expiresAt, publicId };
}

/**
 * The staff member behind a token, the session's public id and when it last passed a second factor, or undefined when it is unknown, ended, idle
 * too long or past its end. Read from the database on every request and never cached, so a session ended
 * on one instance is refused by every other on its next request.
 */
export async function resolveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ staff: StaffMember; sessionId: string; secondFactorAt: string | null } | undefined> {
  const id = sessionId(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("staff", "staff.id", "sessions.staffId")
    .select([
      "sessions.lastSeenAt",
      "sessions.expiresAt",
      "sessions.publicId",
      "sessions.secondFactorAt",
      "staff.id as staffId",
      "staff.email",
      "staff.role",
    ])
    .where("sessions.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const idleSince = now.getTime() - Date.parse(row.lastSeenAt);
  if (idleSince > policy.idleHours * HOUR_MS || now.toISOString() >= row.expiresAt) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db.updateTable("sessions").set({ lastSeenAt: now.toISOString() }).where("id", "=", id).execute();
  }
  return {
    staff: { id: row.staffId, email: row.email, role: row.role },
    sessionId: row.publicId,
    secondFactorAt: row.secondFactorAt,
  };
}

export type ResolvedSession = NonNullable<Awaited<ReturnType<typeof resolveSession>>>;

export async function endSession(db: Db, token: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId(token)).execute();
}
