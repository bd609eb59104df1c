import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./db/database.js";
import { startServerProcess } from "./test-support/server-process.js";
import { createTestDatabase } from "./test-support/test-app.js";

const CITIES = ["Bangalore", "Mumbai", "Pune"];
const signUp = (n: number) => ({
  name: `Crash Test ${n}`,
  email: `crash-${n}@example.com`,
  phone: `+9198${String(10_000_000 + n).slice(-8)}`,
  homeCity: CITIES[n % 3],
  preferredCities: [CITIES[(n + 1) % 3]],
});

/**
 * An acknowledged sign-up (201) is on disk: SIGKILL the real server in the middle of a burst, start it
 * again on the same database, and every acknowledged address must be there. Runs on SQLite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
describe("SIGKILL during a burst of sign-ups", { timeout: 120_000 }, () => {
  const databasePromise = createTestDatabase();
  afterAll(async () => (await databasePromise).drop());

  it("loses no acknowledged sign-up", async () => {
    const database = await databasePromise;
    const env = {
      DATA_DIR: database.dataDir,
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      WAITLIST_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    const server = await startServerProcess(env);
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const body = signUp(next++);
        const response = await fetch(`${server.url}/api/v1/survey_responses`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        }).catch(() => undefined);
        if (response?.status === 201) acknowledged.push(body.email);
        else if (response && !killed) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.stop("SIGKILL");
    killed = true;
    await Promise.all(workers);

    const restarted = await startServerProcess(env);
    await restarted.stop();
    const { db } = createDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    const stored = new Set((await db.selectFrom("surveyResponses").select("email").execute()).map((r) => r.email));
    await db.destroy();
    expect(acknowledged.length).toBeGreaterThanOrEqual(300);
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
  });
});
