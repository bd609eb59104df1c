// `npm run staff -- <command>`: manage staff accounts in the database the environment configures.
import { normaliseEmail } from "../../contract/email.js";
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateToLatest } from "../db/migrate.js";
import { cliActor, recordAudit } from "../services/audit/audit-log.js";
import { createStaff, listStaff, removeStaff, resetStaffPassword, StaffError } from "../services/staff.js";
import { readPassword } from "./read-password.js";

const USAGE = `usage: npm run staff -- <command>
  add <email>             create an account (asks for the password)
  list                    list accounts
  remove <email>          delete an account and end its sessions
  reset-password <email>  set a new password (asks for it) and end the account's sessions`;

async function askNewPassword() {
  const password = await readPassword(
    "Password (at least 12 characters and hard to guess; a few unrelated words work well): ",
  );
  if (process.stdin.isTTY && password !== (await readPassword("Repeat the password: "))) {
    throw new StaffError("The passwords do not match.");
  }
  return password;
}

async function run(command: string | undefined, email: string | undefined) {
  const { db } = createDatabase(loadConfig());
  // Staff accounts are staff data, not the public's: the audit names the account changed.
  const audit = (action: "staff.added" | "staff.removed" | "staff.password_reset") =>
    recordAudit(db, { ...cliActor(), action, target: normaliseEmail(email ?? "") });
  try {
    await migrateToLatest(db);
    if (command === "list") {
      const staff = await listStaff(db);
      if (!staff.length) console.log("No staff accounts yet.");
      for (const member of staff) console.log(`${member.email}\tcreated ${member.createdAt}`);
    } else if (command === "add" && email) {
      await createStaff(db, email, await askNewPassword());
      await audit("staff.added");
      console.log(`Created a staff account for ${normaliseEmail(email)}.`);
    } else if (command === "remove" && email) {
      await removeStaff(db, email);
      await audit("staff.removed");
      console.log(`Removed ${normaliseEmail(email)}.`);
    } else if (command === "reset-password" && email) {
      await resetStaffPassword(db, email, await askNewPassword());
      await audit("staff.password_reset");
      console.log(`New password set for ${normaliseEmail(email)}; their sessions have ended.`);
    } else {
      console.error(USAGE);
      return 2;
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

run(process.argv[2], process.argv[3]).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof StaffError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
