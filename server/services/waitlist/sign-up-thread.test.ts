import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createSignUpThread } from "./sign-up-thread.js";
import type { SignUp } from "./store.js";

const signUp = (email: string): SignUp => ({
  name: "Kiran",
  email,
  phone: "+919876543210",
  company: "",
  tripsPerMonth: "",
  homeCity: "Pune",
  preferredCities: [],
  at: "2026-11-22T10:00:00.000Z",
});

describe.skipIf(process.env.TEST_DATABASE_URL)("the sign-up thread (SQLite)", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let thread: ReturnType<typeof createSignUpThread>;
  beforeAll(async () => {
    const target = await createTestDatabase();
    database = await openMigratedDatabase(target);
    thread = createSignUpThread(target.dataDir);
  });
  afterAll(async () => {
    await thread.close();
    await database.close();
  });

  it("writes batches the main connection reads at once, with their e-mail, repeats answered as repeats", async () => {
    const [first, repeat] = await thread.write([signUp("a@example.com"), signUp("a@example.com")]);
    expect(first?.isNew).toBe(true);
    expect(repeat).toEqual({ id: first?.id, isNew: false });
    const entry = await database.db.selectFrom("surveyResponses").select("id").where("email", "=", "a@example.com");
    expect((await entry.executeTakeFirst())?.id).toBe(first?.id);
    const mail = await database.db.selectFrom("pendingPersonalMail").select("kind").execute();
    expect(mail.map((row) => row.kind).sort()).toEqual(["already", "welcome"]);
  });

  it("keeps the event loop free while a batch waits for the write lock", async () => {
    // The main connection holds the write lock for 300 ms; the batch waits in its thread, not here.
    await sql`begin immediate`.execute(database.db);
    const written = thread.write([signUp("b@example.com")]);
    let turns = 0;
    const ticking = setInterval(() => turns++, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await sql`commit`.execute(database.db);
    const [result] = await written;
    clearInterval(ticking);
    expect(result?.isNew).toBe(true);
    expect(turns).toBeGreaterThan(10);
  });

  it("starts a new thread after its thread stopped", async () => {
    await thread.close();
    const [result] = await thread.write([signUp("c@example.com")]);
    expect(result?.isNew).toBe(true);
  });
});
