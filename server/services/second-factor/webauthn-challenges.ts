import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";

/** A ceremony has this long between its options and its verify: a person touching a key or a fingerprint. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

const rowId = (token: string) => createHash("sha256").update(token).digest("base64url");

/**
 * Sign-in ceremonies (before any session) live at once, from every address together: far above what staff
 * start in CHALLENGE_TTL_MS, and a bound on the rows anyone without an account can make the table hold.
 */
export const MAX_LIVE_SIGN_IN_CHALLENGES = 500;

/** The sign-in ceremonies still live: none may start past MAX_LIVE_SIGN_IN_CHALLENGES. */
export async function liveSignInChallenges(db: Db, now = new Date()) {
  const row = await db
    .selectFrom("webauthnChallenges")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("staffId", "is", null)
    .where("expiresAt", ">", now.toISOString())
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Keeps a challenge server-side and returns the random token that finds it (for an httpOnly cookie). Expired
 * challenges are swept here, by the index on their expiry, so the table holds only the last few minutes'
 * ceremonies.
 */
export async function issueChallenge(db: Db, challenge: string, staffId: string | null, now = new Date()) {
  const token = randomBytes(32).toString("base64url");
  await db.deleteFrom("webauthnChallenges").where("expiresAt", "<", now.toISOString()).execute();
  await db
    .insertInto("webauthnChallenges")
    .values({
      id: rowId(token),
      challenge,
      staffId,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/** Spends a challenge: the first caller gets it (if still live), every later one gets nothing. */
export async function takeChallenge(db: Db, token: string | undefined, now = new Date()) {
  if (!token) return undefined;
  const row = await db
    .deleteFrom("webauthnChallenges")
    .where("id", "=", rowId(token))
    .returning(["challenge", "staffId", "expiresAt"])
    .executeTakeFirst();
  if (!row || row.expiresAt <= now.toISOString()) return undefined;
  return row;
}
