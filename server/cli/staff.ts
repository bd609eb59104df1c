// `npm run staff -- <command>`: manage staff accounts in the database the environment configures.
import { loadConfig } from "../config.js";
import { createDatabase } from "../db/database.js";
import { migrateOn } from "../db/migrate.js";
import { StaffError } from "../services/staff.js";
import { readPassword } from "./read-password.js";
import { runStaffCommand } from "./staff-command.js";

async function askNewPassword() {
  const password = await readPassword(
    "Password (at least 12 characters and hard to guess; a few unrelated words work well): ",
  );
  if (process.stdin.isTTY && password !== (await readPassword("Repeat the password: "))) {
    throw new StaffError("The passwords do not match.");
  }
  return password;
}

async function run(args: string[]) {
  const config = loadConfig();
  const { db } = createDatabase(config);
  try {
    await migrateOn(config, db);
    return await runStaffCommand(db, args, {
      askNewPassword,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
    });
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof StaffError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
