import { createHash } from "node:crypto";
import type { Db } from "../../db/database.js";
import { insertRows } from "../../db/insert-rows.js";
import type { TokenScope } from "../../db/schema.js";
import { randomId, sortableDigits } from "../../lib/ids.js";

/** The characters of time at the start of a token: the millisecond, as in sortableId. */
const TIME_CHARS = 8;
/** A token with a time prefix: 8 characters of time, then 256 random bits (43 characters). */
const TOKEN_LENGTH = TIME_CHARS + 43;

/**
 * Personal-page tokens (docs/decisions/060): 256 random bits in the e-mailed link, only their SHA-256 in
 * the database, so a copy of the table opens nobody's page. They die with the entry (erasure deletes them).
 * A token starts with the time it was issued, and so does its key: a batch of new tokens lands on a page or
 * two of the key index instead of one page each (docs/history.md, 263). Tokens issued before that (43 random
 * characters) keep their plain hash as key.
 */
export const newToken = () => sortableDigits(Date.now(), TIME_CHARS) + randomId(32);

export const hashToken = (token: string) => {
  const hash = createHash("sha256").update(token).digest("hex");
  return token.length === TOKEN_LENGTH ? token.slice(0, TIME_CHARS) + hash : hash;
};

export const personalLink = (publicUrl: string, token: string) => `${publicUrl}/me?token=${token}`;

/** The List-Unsubscribe link: its token can only leave the waitlist (its scope is 'unsubscribe'). */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}/api/v1/me/unsubscribe?token=${token}`;

/** Stores new tokens for entries, one statement for the lot; returns the raw tokens in order. */
export async function issueTokens(
  db: Db,
  entryIds: string[],
  at = new Date().toISOString(),
  scope: TokenScope = "page",
): Promise<string[]> {
  if (entryIds.length === 0) return [];
  const tokens = entryIds.map(newToken);
  await insertRows(
    db,
    "personalTokens",
    entryIds.map((surveyResponseId, i) => ({
      tokenHash: hashToken(tokens[i] as string),
      surveyResponseId,
      createdAt: at,
      scope,
    })),
  );
  return tokens;
}

/** How many tokens each entry got since `since` (for the per-address cap on repeat e-mails). */
export async function recentTokenCounts(db: Db, entryIds: string[], since: string): Promise<Map<string, number>> {
  if (entryIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("personalTokens")
    .select(["surveyResponseId", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("surveyResponseId", "in", entryIds)
    .where("scope", "=", "page")
    .where("createdAt", ">", since)
    .groupBy("surveyResponseId")
    .execute();
  return new Map(rows.map((row) => [row.surveyResponseId, Number(row.n)]));
}
