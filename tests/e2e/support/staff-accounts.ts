import { execFileSync } from "node:child_process";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";

/** The e2e server's database (scripts/e2e-server.mjs): SQLite in its data dir, or E2E_DATABASE_URL. */
const E2E_DATA_DIR = "test-results/e2e-data";
const databaseEnv = {
  DATA_DIR: E2E_DATA_DIR,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
  DATABASE_DIRECT_URL: process.env.E2E_DATABASE_DIRECT_URL ?? "",
};

/** A new staff account made as an operator does, with `npm run staff -- add` (its built script). */
export function addStaffAccount(email: string, password: string) {
  execFileSync("node", ["build/server/staff-cli.js", "add", email], {
    input: `${password}\n`,
    env: { ...process.env, ...databaseEnv, LOG_LEVEL: "warn" },
    stdio: ["pipe", "ignore", "inherit"],
  });
}

/**
 * Moves the account's sessions' second factor `minutes` into the past: the server's clock cannot be
 * wound on, and a browser test cannot wait ten minutes for fresh proof to run out.
 */
export async function ageSecondFactor(email: string, minutes: number) {
  const at = new Date(Date.now() - minutes * 60_000).toISOString();
  const sql = "update sessions set second_factor_at = $1 where staff_id = (select id from staff where email = $2)";
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    await client.query(sql, [at, email]);
    await client.end();
    return;
  }
  const db = new SQLite(path.join(E2E_DATA_DIR, "stashd.sqlite"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(sql.replace("$1", "?").replace("$2", "?")).run(at, email);
  } finally {
    db.close();
  }
}
