import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../db/database.js";
import { bundledEntry } from "../test-support/bundled-entry.js";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { TEST_PASSWORD_COST } from "../test-support/test-app.js";
import { runStaffCommand } from "./staff-command.js";

/** Runs one command in this process, as `npm run staff` would, with what it prints and its exit code. */
async function staffIn(db: Parameters<typeof runStaffCommand>[0], args: string[], password = "") {
  const printed = { stdout: "", stderr: "" };
  const status = await runStaffCommand(db, args, {
    askNewPassword: async () => password,
    out: (line) => {
      printed.stdout += `${line}\n`;
    },
    err: (line) => {
      printed.stderr += `${line}\n`;
    },
    passwordCost: TEST_PASSWORD_COST,
  }).catch((error: Error) => {
    printed.stderr += error.message;
    return 1;
  });
  return { status, ...printed };
}

describe("npm run staff, command by command", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  const staff = (args: string[], password?: string) => staffIn(database.db, args, password);
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(() => database.close());

  it("adds, lists, resets and removes accounts, and audits each change", async () => {
    expect((await staff(["list"])).stdout).toContain("No staff accounts yet.");
    // The first account ever is the owner; the next is an admin by default.
    expect(await staff(["add", "founder@stashd.test"], "a long enough secret")).toMatchObject({ status: 0 });
    expect(await staff(["add", "Asha@Stashd.test"], "a long enough secret")).toMatchObject({ status: 0 });
    const listed = (await staff(["list"])).stdout;
    expect(listed).toMatch(/asha@stashd\.test\tadmin\t/);
    expect(listed).toMatch(/founder@stashd\.test\towner\t/);
    expect((await staff(["reset-password", "asha@stashd.test"], "another long secret")).status).toBe(0);
    expect((await staff(["remove", "asha@stashd.test"])).status).toBe(0);
    expect((await staff(["list"])).stdout).not.toContain("asha@stashd.test");
    const audit = await database.db
      .selectFrom("auditLog")
      .select(["action", "actor", "target"])
      .where("target", "=", "asha@stashd.test")
      .orderBy("action")
      .execute();
    expect(audit).toEqual(
      ["staff.added", "staff.password_reset", "staff.removed"].map((action) => ({
        action,
        actor: expect.stringMatching(/^cli:/),
        target: "asha@stashd.test",
      })),
    );
  });

  it("adds with a role, changes roles, and never removes or demotes the last owner", async () => {
    expect(await staff(["add", "--role", "viewer", "vik@stashd.test"], "a long enough secret")).toMatchObject({
      status: 0,
      stdout: expect.stringContaining("(viewer)"),
    });
    expect((await staff(["add", "x@stashd.test", "--role", "boss"], "a long enough secret")).stderr).toContain(
      "viewer, admin, owner",
    );
    const lastOwner = await staff(["remove", "founder@stashd.test"]);
    expect(lastOwner).toMatchObject({ status: 1, stderr: expect.stringContaining("only owner") });
    expect((await staff(["role", "founder@stashd.test", "admin"])).stderr).toContain("only owner");
    expect((await staff(["role", "vik@stashd.test", "owner"])).status).toBe(0);
    expect((await staff(["role", "founder@stashd.test", "admin"])).status).toBe(0);
    expect((await staff(["list"])).stdout).toMatch(/vik@stashd\.test\towner\t/);
    const changes = await database.db
      .selectFrom("auditLog")
      .select(["target", "details"])
      .where("action", "=", "staff.role_changed")
      .execute();
    // Two commands in the same millisecond share a time, so the records are compared without their order
    // (the demotion's success above already shows it came second).
    expect(changes.map((c) => [c.target, JSON.parse(c.details)])).toHaveLength(2);
    expect(changes.map((c) => [c.target, JSON.parse(c.details)])).toEqual(
      expect.arrayContaining([
        ["vik@stashd.test", { from: "viewer", to: "owner" }],
        ["founder@stashd.test", { from: "owner", to: "admin" }],
      ]),
    );
  });

  it("refuses a short password, a duplicate and an unknown account with a readable message", async () => {
    const short = await staff(["add", "ravi@stashd.test"], "short");
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    await staff(["add", "ravi@stashd.test"], "a long enough secret");
    expect((await staff(["add", "ravi@stashd.test"], "a long enough secret")).stderr).toContain("already exists");
    expect((await staff(["remove", "nobody@stashd.test"])).stderr).toContain("No staff account");
  });

  it("refuses common and trivially guessable passwords, for new accounts and resets", async () => {
    const added = await staff(["add", "meera@stashd.test"], "Password123!");
    expect(added.status).toBe(1);
    expect(added.stderr).toContain("too easy to guess");
    await staff(["add", "meera@stashd.test"], "a long enough secret");
    expect((await staff(["reset-password", "meera@stashd.test"], "password1234")).stderr).toContain(
      "too easy to guess",
    );
  });

  it("prints usage for an unknown command", async () => {
    const result = await staff(["frobnicate"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: npm run staff");
  });
});

// The command line itself, once: a piped password, production's scrypt cost, and the exit codes.
describe("npm run staff, as a process", { timeout: 90_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-cli-"));
  const staff = (args: string[], input = "") =>
    spawnSync(process.execPath, [bundledEntry("staff-cli"), ...args], {
      input,
      encoding: "utf8",
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
    });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("creates the database, reads the password from stdin and exits 0, 1 or 2", () => {
    expect(staff(["add", "Asha@Stashd.test"], "a long enough secret\n")).toMatchObject({ status: 0 });
    const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
    const [account] = sqlite.prepare("select email, password_hash as hash from staff").all() as {
      email: string;
      hash: string;
    }[];
    sqlite.close();
    expect(account?.email).toBe("asha@stashd.test");
    // Production's cost (N = 2^17) is written into the stored hash.
    expect(account?.hash).toMatch(/^scrypt\$131072\$/);
    expect(staff(["remove", "nobody@stashd.test"])).toMatchObject({ status: 1 });
    expect(staff(["frobnicate"])).toMatchObject({ status: 2, stderr: expect.stringContaining("usage") });
  });
});
