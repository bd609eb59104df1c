import { normaliseEmail } from "../../contract/email.js";
import type { Db } from "../db/database.js";
import type { PasswordCost } from "../lib/password.js";
import { cliActor, recordAudit } from "../services/audit/audit-log.js";
import { resetStaffSecondFactors } from "../services/second-factor/factors.js";
import { createStaff, listStaff, removeStaff, resetStaffPassword } from "../services/staff.js";

export const STAFF_USAGE = `usage: npm run staff -- <command>
  add <email>             create an account (asks for the password)
  list                    list accounts
  remove <email>          delete an account and end its sessions
  reset-password <email>  set a new password (asks for it) and end the account's sessions
  reset-2fa <email>       remove the account's second factors (a lost phone) and end its sessions;
                          they enrol again at their next sign-in`;

export interface StaffCommandIo {
  /** Asks for a new password (twice on a terminal); rejects with a StaffError when they differ. */
  askNewPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  /** scrypt's cost: always production's from the command line; tests lower it. */
  passwordCost?: PasswordCost;
}

/**
 * One `npm run staff` command on a migrated database; resolves to the exit code (2: usage). Apart from
 * the process it runs in (staff.ts), so that tests run every command without starting one each time.
 */
export async function runStaffCommand(db: Db, args: string[], io: StaffCommandIo): Promise<number> {
  const [command, email] = args;
  // Staff accounts are staff data, not the public's: the audit names the account changed.
  const audit = (action: "staff.added" | "staff.removed" | "staff.password_reset") =>
    recordAudit(db, { ...cliActor(), action, target: normaliseEmail(email ?? "") });
  if (command === "list") {
    const staff = await listStaff(db);
    if (!staff.length) io.out("No staff accounts yet.");
    for (const member of staff) io.out(`${member.email}\tcreated ${member.createdAt}`);
  } else if (command === "add" && email) {
    await createStaff(db, email, await io.askNewPassword(), io.passwordCost);
    await audit("staff.added");
    io.out(`Created a staff account for ${normaliseEmail(email)}.`);
  } else if (command === "remove" && email) {
    await removeStaff(db, email);
    await audit("staff.removed");
    io.out(`Removed ${normaliseEmail(email)}.`);
  } else if (command === "reset-password" && email) {
    await resetStaffPassword(db, email, await io.askNewPassword(), io.passwordCost);
    await audit("staff.password_reset");
    io.out(`New password set for ${normaliseEmail(email)}; their sessions have ended.`);
  } else if (command === "reset-2fa" && email) {
    await resetStaffSecondFactors(db, email);
    await recordAudit(db, { ...cliActor(), action: "auth.second_factor_reset", target: normaliseEmail(email) });
    io.out(`Second factors removed for ${normaliseEmail(email)}; they set up a new one at their next sign-in.`);
  } else {
    io.err(STAFF_USAGE);
    return 2;
  }
  return 0;
}
