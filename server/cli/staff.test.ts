import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { SQLITE_FILE } from "../db/database.js";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-cli-"));
const staff = (args: string[], input = "") =>
  spawnSync(process.execPath, ["--import", "tsx", "server/cli/staff.ts", ...args], {
    input,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent" },
  });

// Every call starts a process and most hash a password with scrypt at production cost.
describe("npm run staff", { timeout: 90_000 }, () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("adds, lists, resets and removes accounts", () => {
    expect(staff(["add", "Asha@Stashd.test"], "a long enough secret\n")).toMatchObject({ status: 0 });
    expect(staff(["list"]).stdout).toContain("asha@stashd.test");
    expect(staff(["reset-password", "asha@stashd.test"], "another long secret\n").status).toBe(0);
    expect(staff(["remove", "asha@stashd.test"]).status).toBe(0);
    expect(staff(["list"]).stdout).toContain("No staff accounts yet.");

    const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE), { readonly: true });
    const audit = sqlite.prepare("select action, actor, target from audit_log order by created_at, rowid").all();
    sqlite.close();
    expect(audit).toEqual(
      ["staff.added", "staff.password_reset", "staff.removed"].map((action) => ({
        action,
        actor: expect.stringMatching(/^cli:/),
        target: "asha@stashd.test",
      })),
    );
  });

  it("refuses a short password, a duplicate and an unknown account with a readable message", () => {
    const short = staff(["add", "ravi@stashd.test"], "short\n");
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
    staff(["add", "ravi@stashd.test"], "a long enough secret\n");
    expect(staff(["add", "ravi@stashd.test"], "a long enough secret\n").stderr).toContain("already exists");
    expect(staff(["remove", "nobody@stashd.test"]).stderr).toContain("No staff account");
  });

  it("refuses common and trivially guessable passwords, for new accounts and resets", () => {
    // Each call is a process start; the estimator's cases are in server/lib/password-strength.test.ts.
    const added = staff(["add", "meera@stashd.test"], "Password123!\n");
    expect(added.status).toBe(1);
    expect(added.stderr).toContain("too easy to guess");
    staff(["add", "meera@stashd.test"], "a long enough secret\n");
    expect(staff(["reset-password", "meera@stashd.test"], "password1234\n").stderr).toContain("too easy to guess");
  });

  it("prints usage for an unknown command", () => {
    const result = staff(["frobnicate"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: npm run staff");
  });
});
