import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** 10 characters from 31 (about 50 bits), shown as xxxxx-xxxxx; case and the dash do not matter when typed. */
function newCode() {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function normaliseRecoveryCode(code: string) {
  return code.toLowerCase().replace(/[^a-z0-9]/g, "");
}

export const hashRecoveryCode = (code: string) =>
  createHash("sha256").update(normaliseRecoveryCode(code)).digest("base64url");

/** Replaces the account's recovery codes with ten new ones; only their hashes are kept. */
export async function issueRecoveryCodes(db: Db, staffId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staffRecoveryCodes").where("staffId", "=", staffId).execute();
    await trx
      .insertInto("staffRecoveryCodes")
      .values(codes.map((code) => ({ codeHash: hashRecoveryCode(code), staffId, usedAt: null })))
      .execute();
  });
  return codes;
}

/** Spends an unused code of this account, once: of two racing requests only one updates the row. */
export async function spendRecoveryCode(db: Db, staffId: string, code: string, now: Date) {
  const result = await db
    .updateTable("staffRecoveryCodes")
    .set({ usedAt: now.toISOString() })
    .where("staffId", "=", staffId)
    .where("codeHash", "=", hashRecoveryCode(code))
    .where("usedAt", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const left = await db
    .selectFrom("staffRecoveryCodes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("staffId", "=", staffId)
    .where("usedAt", "is", null)
    .executeTakeFirstOrThrow();
  return { remaining: Number(left.n) };
}
