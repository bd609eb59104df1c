import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadLogRecord } from "../../lib/thread-log.js";
import { builtWorkers } from "../../test-support/bundled-entry.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { signUpFor } from "../../test-support/sign-ups.js";
import { createTestDatabase } from "../../test-support/test-app.js";
import { createSignUpThread } from "./sign-up-thread.js";

const signUp = (email: string) => signUpFor({ email });
const settings = {
  smtpUrl: undefined,
  mailFrom: "Stashd <no-reply@example.com>",
  publicUrl: "http://localhost:3000",
  instanceId: "sign-up-thread-test",
  contactEmail: "hello@example.com",
  mailRetryDelaysMs: [],
};

describe.skipIf(process.env.TEST_DATABASE_URL)("the sign-up thread (SQLite)", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  let thread: ReturnType<typeof createSignUpThread>;
  const logged: ThreadLogRecord["fields"][] = [];
  const sent: number[] = [];
  beforeAll(async () => {
    const target = await createTestDatabase();
    database = await openMigratedDatabase(target);
    const log = { info: (fields: object) => logged.push({ ...fields }), warn: () => {}, error: () => {} };
    const metrics = { mail: (_outcome: string, count = 1) => sent.push(count) };
    thread = createSignUpThread(
      { dataDir: target.dataDir, settings, logLevel: "info" },
      { log, metrics, workerDir: builtWorkers() },
    );
  });
  afterAll(async () => {
    await thread.close();
    await database.close();
  });

  it("writes batches the main connection reads at once, repeats answered as repeats", async () => {
    const [first, repeat] = await thread.write([signUp("a@example.com"), signUp("a@example.com")]);
    expect(first?.isNew).toBe(true);
    expect(repeat).toEqual({ id: first?.id, isNew: false });
    const entry = await database.db.selectFrom("surveyResponses").select("id").where("email", "=", "a@example.com");
    expect((await entry.executeTakeFirst())?.id).toBe(first?.id);
  });

  it("sends the e-mail a batch caused from the thread, logging and counting it through the app", async () => {
    await thread.write([signUp("mail@example.com")]);
    thread.mail.enqueue("a@example.com", "link");
    await thread.mail.drain();
    const outbox = await database.db.selectFrom("mailOutbox").select("toAddress").execute();
    expect(outbox.map((row) => row.toAddress).sort()).toEqual([
      "a@example.com",
      "a@example.com",
      "a@example.com",
      "mail@example.com",
    ]);
    expect(await database.db.selectFrom("pendingPersonalMail").selectAll().execute()).toEqual([]);
    expect(logged.filter((fields) => fields.thread === "sign-up" && fields.outboxId)).toHaveLength(4);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(4);
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

  it("starts a new thread after its thread stopped, whose sender finds the e-mail still on file", async () => {
    await thread.close();
    const [result] = await thread.write([signUp("c@example.com")]);
    expect(result?.isNew).toBe(true);
    await thread.mail.drain();
    const outbox = await database.db
      .selectFrom("mailOutbox")
      .select("toAddress")
      .where("toAddress", "=", "b@example.com");
    expect(await outbox.execute()).toHaveLength(1);
  });
});
