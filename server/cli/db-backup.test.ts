import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase, SQLITE_FILE } from "../db/database.js";
import { bundledEntry } from "../test-support/bundled-entry.js";
import { startServerProcess } from "../test-support/server-process.js";
import { createTestDatabase } from "../test-support/test-app.js";

const signUp = (n: number) => ({
  name: `Backup ${n}`,
  email: `backup-${n}@example.com`,
  phone: `+9198${String(20_000_000 + n).slice(-8)}`,
  homeCity: "Pune",
  ageConfirmed: true,
  preferredCities: ["Mumbai"],
});

async function post(url: string, n: number) {
  const response = await fetch(`${url}/api/v1/survey_responses`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(signUp(n)),
  });
  return response.status;
}

/** SQLite only: PostgreSQL is backed up with its own tools. */
describe.skipIf(process.env.TEST_DATABASE_URL)("npm run db:backup", { timeout: 120_000 }, () => {
  const live = createTestDatabase();
  const restored = createTestDatabase();
  afterAll(async () => {
    await (await live).drop();
    await (await restored).drop();
  });

  it("copies the database while the server writes, and a restored copy has every row", async () => {
    const { dataDir } = await live;
    const env = { DATA_DIR: dataDir, WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000" };
    const server = await startServerProcess(env);
    const before = await Promise.all(Array.from({ length: 200 }, (_, n) => post(server.url, n)));
    expect(before.every((status) => status === 201)).toBe(true);

    // Keep writing during the backup: it must neither block the server nor produce a torn copy.
    let writing = true;
    let n = 1000;
    const writer = (async () => {
      while (writing) expect(await post(server.url, n++)).toBe(201);
    })();
    const file = path.join(dataDir, "backup.sqlite");
    const started = n;
    const result = await promisify(execFile)(process.execPath, [bundledEntry("db-backup"), file], {
      encoding: "utf8",
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    });
    const duringBackup = n - started;
    writing = false;
    await writer;
    await server.stop();
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/integrity ok/);
    expect(duringBackup).toBeGreaterThan(0);

    // Restore: the copy becomes another installation's database file, and that server starts on it.
    const target = await restored;
    fs.copyFileSync(file, path.join(target.dataDir, SQLITE_FILE));
    await (await startServerProcess({ DATA_DIR: target.dataDir })).stop();
    const { db } = createDatabase({ dataDir: target.dataDir });
    const emails = new Set((await db.selectFrom("surveyResponses").select("email").execute()).map((r) => r.email));
    await db.destroy();
    const missing = Array.from({ length: 200 }, (_, i) => signUp(i).email).filter((email) => !emails.has(email));
    expect(missing).toEqual([]);
  });

  it("refuses to overwrite a file and explains PostgreSQL", async () => {
    const { dataDir } = await live;
    const run = (args: string[], env: Record<string, string>) =>
      spawnSync(process.execPath, [bundledEntry("db-backup"), ...args], {
        encoding: "utf8",
        env: { PATH: process.env.PATH, ...env },
      });
    const existing = path.join(dataDir, "taken.sqlite");
    fs.writeFileSync(existing, "");
    expect(run([existing], { DATA_DIR: dataDir }).stderr).toMatch(/exists already/);
    expect(run(["x.sqlite"], { DATABASE_URL: "postgres://u@h/db" }).stderr).toMatch(/pg_dump/);
  });
});
