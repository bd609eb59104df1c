import { BRAND_NAME } from "../../contract/brand.js";
import { normaliseEmail } from "../../contract/email.js";
import type { StaffRole } from "../../contract/staff.js";
import type { Db } from "../db/database.js";
import { randomId } from "../lib/ids.js";
import {
  hashPassword,
  PASSWORD_COST,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordCost,
} from "../lib/password.js";
import { weakPasswordReason } from "../lib/password-strength.js";

export class StaffError extends Error {}

/** Length bounds, then a strength estimate: common and trivially guessable passwords are refused. */
export async function checkPasswordStrength(password: string, email: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new StaffError(`The password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new StaffError(`The password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  const weak = await weakPasswordReason(password, [email, email.split("@")[0] ?? "", BRAND_NAME]);
  if (weak) throw new StaffError(weak);
}

export function findStaffByEmail(db: Db, email: string) {
  return db.selectFrom("staff").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
}

/**
 * `cost` is the server's AppConfig.passwordCost: the production cost unless a test lowered it. The first
 * account ever is an owner whatever `role` asks, so that someone can always manage staff.
 */
export async function createStaff(
  db: Db,
  email: string,
  password: string,
  cost: PasswordCost = PASSWORD_COST,
  role: StaffRole = "admin",
) {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new StaffError(`"${email}" is not an e-mail address.`);
  await checkPasswordStrength(password, address);
  if (await findStaffByEmail(db, address)) throw new StaffError(`A staff account for ${address} already exists.`);
  const now = new Date().toISOString();
  const first = !(await db.selectFrom("staff").select("id").limit(1).executeTakeFirst());
  const staff = {
    id: randomId(),
    email: address,
    role: first ? "owner" : role,
    passwordHash: await hashPassword(password, cost),
    createdAt: now,
    updatedAt: now,
  };
  await db.insertInto("staff").values(staff).execute();
  return staff;
}

export function listStaff(db: Db) {
  return db.selectFrom("staff").select(["id", "email", "role", "createdAt"]).orderBy("email").execute();
}

/** Sets a new password and ends every session of the account. */
export async function resetStaffPassword(db: Db, email: string, password: string, cost: PasswordCost = PASSWORD_COST) {
  await checkPasswordStrength(password, normaliseEmail(email));
  const staff = await findStaffByEmail(db, email);
  if (!staff) throw new StaffError(`No staff account for ${normaliseEmail(email)}.`);
  const passwordHash = await hashPassword(password, cost);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff")
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where("id", "=", staff.id)
      .execute();
    await trx.deleteFrom("sessions").where("staffId", "=", staff.id).execute();
  });
}

/** ADMIN_EMAIL + ADMIN_PASSWORD at start create the first account, once. */
export async function ensureInitialAdmin(
  db: Db,
  email: string | undefined,
  password: string | undefined,
  cost: PasswordCost = PASSWORD_COST,
) {
  if (!email || !password) return false;
  if (await findStaffByEmail(db, email)) return false;
  try {
    await createStaff(db, email, password, cost);
    return true;
  } catch (error) {
    // Another instance starting at the same moment may have created it first.
    if (await findStaffByEmail(db, email)) return false;
    throw error;
  }
}
