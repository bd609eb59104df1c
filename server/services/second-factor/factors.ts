import { normaliseEmail } from "../../../contract/email.js";
import type { Db } from "../../db/database.js";
import { findStaffByEmail, StaffError } from "../staff.js";
import { findTotp } from "./totp.js";

/** Marks a session (by its public id) as having passed a second factor now: the start of its fresh-proof window too. */
export async function markSecondFactorPassed(db: Db, sessionId: string, now = new Date()) {
  await db
    .updateTable("sessions")
    .set({ secondFactorAt: now.toISOString() })
    .where("publicId", "=", sessionId)
    .execute();
}

export async function hasSecondFactor(db: Db, staffId: string) {
  return Boolean((await findTotp(db, staffId))?.enabledAt);
}

/**
 * Removes every second factor of an account (a lost phone) and ends its sessions, so whoever holds one
 * signs in again and enrols anew.
 */
export async function resetSecondFactors(db: Db, staffId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("staffTotp").where("staffId", "=", staffId).execute();
    await trx.deleteFrom("staffRecoveryCodes").where("staffId", "=", staffId).execute();
    await trx.deleteFrom("staffPasskeys").where("staffId", "=", staffId).execute();
    await trx.deleteFrom("sessions").where("staffId", "=", staffId).execute();
  });
}

/** The staff CLI's reset-2fa: by e-mail, refusing an unknown one. */
export async function resetStaffSecondFactors(db: Db, email: string) {
  const staff = await findStaffByEmail(db, email);
  if (!staff) throw new StaffError(`No staff account for ${normaliseEmail(email)}.`);
  await resetSecondFactors(db, staff.id);
}
