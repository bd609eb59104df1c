import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { BRAND_NAME } from "../../../contract/brand.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../lib/http-error.js";
import { open, seal } from "./secret-box.js";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s, one step either side. */
export const TOTP = { period: 30, digits: 6, algorithm: "SHA-1", window: 1 } as const;

export const totpStep = (ms = Date.now()) => Math.floor(ms / 1000 / TOTP.period);

const authUri = (secret: string, email: string) =>
  getTOTPAuthUri({ ...TOTP, secret, accountName: email, issuer: BRAND_NAME });

export function findTotp(db: Db, staffId: string) {
  return db.selectFrom("staffTotp").selectAll().where("staffId", "=", staffId).executeTakeFirst();
}

/** A new secret for an account with no working TOTP yet; a setup begun before and never confirmed is replaced. */
export async function beginTotpSetup(db: Db, key: Buffer, staff: { id: string; email: string }) {
  const existing = await findTotp(db, staff.id);
  if (existing?.enabledAt) {
    throw new HttpError(409, "This account already has an authenticator app. Ask an owner to reset it to add another.");
  }
  const { secret } = await generateTOTP({ period: TOTP.period, digits: TOTP.digits, algorithm: TOTP.algorithm });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staffTotp").where("staffId", "=", staff.id).execute();
    await trx
      .insertInto("staffTotp")
      .values({
        staffId: staff.id,
        sealedSecret: seal(key, secret),
        enabledAt: null,
        lastStep: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
  });
  return { secret, otpauthUrl: authUri(secret, staff.email) };
}

/** The step a code matches now, or undefined. */
async function matchingStep(key: Buffer, sealedSecret: string, code: string) {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = Date.now();
  const result = await verifyTOTP({ otp: code, secret: open(key, sealedSecret), ...TOTP });
  return result ? totpStep(now) + result.delta : undefined;
}

/**
 * Accepts a code once: the step is stored only if it is later than the last one accepted, in one UPDATE,
 * so a code seen over someone's shoulder (or two requests racing) cannot be used again.
 */
async function acceptStep(db: Db, staffId: string, step: number, enable: boolean) {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("staffTotp")
    .set(enable ? { lastStep: step, enabledAt: now } : { lastStep: step })
    .where("staffId", "=", staffId)
    .where("enabledAt", enable ? "is" : "is not", null)
    .where((eb) => eb.or([eb("lastStep", "is", null), eb("lastStep", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Confirms a setup with its first code; true once the TOTP is enabled. */
export async function enableTotp(db: Db, key: Buffer, staffId: string, code: string) {
  const row = await findTotp(db, staffId);
  if (!row) throw new HttpError(409, "Start the set-up first: there is no authenticator secret to confirm.");
  if (row.enabledAt) throw new HttpError(409, "This account's authenticator app is already set up.");
  const step = await matchingStep(key, row.sealedSecret, code);
  return step !== undefined && acceptStep(db, staffId, step, true);
}

/** A current code of an enabled TOTP, accepted once. */
export async function checkTotp(db: Db, key: Buffer, staffId: string, code: string) {
  const row = await findTotp(db, staffId);
  if (!row?.enabledAt) return false;
  const step = await matchingStep(key, row.sealedSecret, code);
  return step !== undefined && acceptStep(db, staffId, step, false);
}

/**
 * A new secret to replace the account's working authenticator app: kept beside the old one, which keeps
 * working until a code from the new app confirms it (confirmTotpReplacement).
 */
export async function beginTotpReplacement(db: Db, key: Buffer, staff: { id: string; email: string }) {
  const existing = await findTotp(db, staff.id);
  if (!existing?.enabledAt) throw new HttpError(409, "This account has no authenticator app to replace yet.");
  const { secret } = await generateTOTP({ period: TOTP.period, digits: TOTP.digits, algorithm: TOTP.algorithm });
  await db
    .updateTable("staffTotp")
    .set({ replacementSecret: seal(key, secret) })
    .where("staffId", "=", staff.id)
    .execute();
  return { secret, otpauthUrl: authUri(secret, staff.email) };
}

/** A code of the new app makes it the account's one: from then on the old app's codes are refused. */
export async function confirmTotpReplacement(db: Db, key: Buffer, staffId: string, code: string) {
  const row = await findTotp(db, staffId);
  if (!row?.replacementSecret) {
    throw new HttpError(409, "Start the replacement first: there is no new authenticator to confirm.");
  }
  const step = await matchingStep(key, row.replacementSecret, code);
  if (step === undefined) return false;
  const result = await db
    .updateTable("staffTotp")
    .set({ sealedSecret: row.replacementSecret, replacementSecret: null, lastStep: step })
    .where("staffId", "=", staffId)
    .where("replacementSecret", "=", row.replacementSecret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
