import { normaliseEmail } from "../../contract/email.js";
import type { StaffRole } from "../../contract/staff.js";
import type { Db } from "../db/database.js";
import { StaffError } from "./staff.js";

/** The last owner cannot leave: a conflict with the account's current state (409), not bad input. */
export class LastOwnerError extends StaffError {}

export const LAST_OWNER_DETAIL =
  "This is the only owner: make another account an owner first, so that someone can still manage staff.";

type Change = { kind: "role"; role: StaffRole } | { kind: "remove" };

/**
 * Changes one account's role or removes it, never leaving no owner. Every owner row is locked first (an
 * update to itself: a row lock on PostgreSQL, the write lock on SQLite), so two owners demoting each other
 * at once cannot both win; the count is then read after the other has committed.
 */
async function changeAccount(db: Db, where: { id: string } | { email: string }, change: Change) {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff")
      .set((eb) => ({ updatedAt: eb.ref("updatedAt") }))
      .where("role", "=", "owner")
      .execute();
    const account = await trx
      .selectFrom("staff")
      .select(["id", "email", "role", "createdAt"])
      .$if("id" in where, (qb) => qb.where("id", "=", "id" in where ? where.id : ""))
      .$if("email" in where, (qb) => qb.where("email", "=", "email" in where ? normaliseEmail(where.email) : ""))
      .executeTakeFirst();
    if (!account)
      throw new StaffError(
        "id" in where ? "No such staff account." : `No staff account for ${normaliseEmail(where.email)}.`,
      );
    const leavesOwners = account.role === "owner" && (change.kind === "remove" || change.role !== "owner");
    if (leavesOwners) {
      const owners = await trx
        .selectFrom("staff")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("role", "=", "owner")
        .executeTakeFirstOrThrow();
      if (Number(owners.n) <= 1) throw new LastOwnerError(LAST_OWNER_DETAIL);
    }
    if (change.kind === "remove") {
      // Its sessions go with it (foreign key cascade).
      await trx.deleteFrom("staff").where("id", "=", account.id).execute();
      return account;
    }
    await trx
      .updateTable("staff")
      .set({ role: change.role, updatedAt: new Date().toISOString() })
      .where("id", "=", account.id)
      .execute();
    return account;
  });
}

/** Resolves to the account before and after the change. */
export async function changeStaffRole(db: Db, where: { id: string } | { email: string }, role: StaffRole) {
  const before = await changeAccount(db, where, { kind: "role", role });
  return { before, after: { ...before, role } };
}

/** Resolves to the account as it was. */
export async function removeStaffAccount(db: Db, where: { id: string } | { email: string }) {
  return { before: await changeAccount(db, where, { kind: "remove" }) };
}
