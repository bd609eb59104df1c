import { normaliseEmail } from "../../contract/email.js";
import { STAFF_ROLES, type StaffRole } from "../../contract/staff.js";
import type { Db } from "../db/database.js";
import type { PasswordCost } from "../lib/password.js";
import { cliActor, recordAudit } from "../services/audit/audit-log.js";
import { resetStaffSecondFactors } from "../services/second-factor/factors.js";
import { createStaff, listStaff, resetStaffPassword, StaffError } from "../services/staff.js";
import { changeStaffRole, removeStaffAccount } from "../services/staff-roles.js";

export const STAFF_USAGE = `usage: npm run staff -- <command>
  add <email> [--role viewer|admin|owner]  create an account (asks for the password; admin by default)
  list                                      list accounts and their roles
  role <email> <viewer|admin|owner>         change an account's role
  remove <email>                            delete an account and end its sessions
  reset-password <email>                    set a new password (asks for it) and end the account's sessions
  reset-2fa <email>                         remove the account's second factors (a lost phone) and end its
                                            sessions; they enrol again at their next sign-in
The last owner cannot be removed or demoted.`;

export interface StaffCommandIo {
  /** Asks for a new password (twice on a terminal); rejects with a StaffError when they differ. */
  askNewPassword(): Promise<string>;
  out(line: string): void;
  err(line: string): void;
  /** scrypt's cost: always production's from the command line; tests lower it. */
  passwordCost?: PasswordCost;
}

function parseRole(value: string | undefined): StaffRole {
  if (!STAFF_ROLES.includes(value as StaffRole))
    throw new StaffError(`The role must be one of: ${STAFF_ROLES.join(", ")}.`);
  return value as StaffRole;
}

/** `add <email> [--role R]` in either order; undefined when the arguments do not fit. */
function parseAdd(rest: string[]) {
  const at = rest.findIndex((arg) => arg === "--role" || arg.startsWith("--role="));
  let role: StaffRole = "admin";
  const others = [...rest];
  if (at >= 0) {
    const flag = rest[at] as string;
    const inline = flag.startsWith("--role=");
    role = parseRole(inline ? flag.slice("--role=".length) : rest[at + 1]);
    others.splice(at, inline ? 1 : 2);
  }
  return others.length === 1 ? { email: others[0] as string, role } : undefined;
}

/**
 * One `npm run staff` command on a migrated database; resolves to the exit code (2: usage). Apart from
 * the process it runs in (staff.ts), so that tests run every command without starting one each time.
 */
export async function runStaffCommand(db: Db, args: string[], io: StaffCommandIo): Promise<number> {
  const [command, email, ...rest] = args;
  // Staff accounts are staff data, not the public's: the audit names the account changed.
  const audit = (
    action: "staff.added" | "staff.removed" | "staff.password_reset" | "staff.role_changed",
    details = {},
  ) => recordAudit(db, { ...cliActor(), action, target: normaliseEmail(email ?? ""), details });
  const add = command === "add" ? parseAdd(args.slice(1)) : undefined;
  if (command === "list") {
    const staff = await listStaff(db);
    if (!staff.length) io.out("No staff accounts yet.");
    for (const member of staff) io.out(`${member.email}\t${member.role}\tcreated ${member.createdAt}`);
  } else if (add) {
    const created = await createStaff(db, add.email, await io.askNewPassword(), io.passwordCost, add.role);
    await recordAudit(db, {
      ...cliActor(),
      action: "staff.added",
      target: created.email,
      details: { role: created.role },
    });
    io.out(`Created a staff account for ${created.email} (${created.role}).`);
  } else if (command === "role" && email && rest.length === 1) {
    const { before, after } = await changeStaffRole(db, { email }, parseRole(rest[0]));
    if (before.role !== after.role) await audit("staff.role_changed", { from: before.role, to: after.role });
    io.out(`${before.email} is now ${after.role}.`);
  } else if (command === "remove" && email && !rest.length) {
    await removeStaffAccount(db, { email });
    await audit("staff.removed");
    io.out(`Removed ${normaliseEmail(email)}.`);
  } else if (command === "reset-password" && email && !rest.length) {
    await resetStaffPassword(db, email, await io.askNewPassword(), io.passwordCost);
    await audit("staff.password_reset");
    io.out(`New password set for ${normaliseEmail(email)}; their sessions have ended.`);
  } else if (command === "reset-2fa" && email && !rest.length) {
    await resetStaffSecondFactors(db, email);
    await recordAudit(db, { ...cliActor(), action: "auth.second_factor_reset", target: normaliseEmail(email) });
    io.out(`Second factors removed for ${normaliseEmail(email)}; they set up a new one at their next sign-in.`);
  } else {
    io.err(STAFF_USAGE);
    return 2;
  }
  return 0;
}
