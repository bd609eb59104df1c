import { DefaultQueryExecutor, sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { signUpFor } from "../../test-support/sign-ups.js";
import { writeSignUps } from "./store.js";
import { writeSignUpsInOneStatement } from "./store-postgres.js";

/**
 * The public path's cost, counted: what one batch of 100 sign-ups executes. Not timed; a new
 * statement, a per-row query or a new trigger on the waitlist's INSERT changes these numbers and shows up in
 * review. Change them only with a bench:api run before and after (docs/product.md, Public path).
 */
const signUp = (i: number) =>
  signUpFor({
    name: `Traveller ${i}`,
    email: `traveller-${i}@example.com`,
    company: "Acme",
    preferredCities: ["Mumbai"],
  });

/** The triggers an INSERT into survey_responses fires, by name. */
async function insertTriggers(database: Awaited<ReturnType<typeof openMigratedDatabase>>) {
  const { rows } =
    database.dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'trigger' and tbl_name = 'survey_responses' and sql like '%after insert%' order by name`.execute(
          database.db,
        )
      : await sql<{ name: string }>`select tgname as name from pg_trigger
          where tgrelid = 'survey_responses'::regclass and not tgisinternal and (tgtype & 4) <> 0 order by tgname`.execute(
          database.db,
        );
  return rows.map((row) => row.name);
}

/** The indexes of survey_responses, by name (each one a b-tree every sign-up's commit may rewrite a page of). */
async function waitlistIndexes(database: Awaited<ReturnType<typeof openMigratedDatabase>>) {
  const { rows } =
    database.dialect === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master
          where type = 'index' and tbl_name = 'survey_responses' order by name`.execute(database.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = 'survey_responses' order by indexname`.execute(database.db);
  return rows.map((row) => row.name);
}

/**
 * Notes the first word of every statement the database executes (insert, select, with), whether a builder
 * or a compiled text (server/db/insert-rows.ts) runs it; transactions' begin and commit are not statements.
 */
function counted(database: Awaited<ReturnType<typeof openMigratedDatabase>>) {
  const executed = vi.spyOn(DefaultQueryExecutor.prototype, "executeQuery");
  const transactions = vi.spyOn(database.db, "transaction");
  return {
    db: database.db,
    statements: () => executed.mock.calls.map(([query]) => query.sql.trimStart().split(/\s/, 1)[0]?.toLowerCase()),
    transactions,
    clear: () => executed.mockClear(),
  };
}

describe("the cost of a batch of sign-ups", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => database.close());
  // The spies sit on shared prototypes: removed after every test, a failing one too.
  afterEach(() => vi.restoreAllMocks());

  // The entries, the read of which webhook endpoints want `entry.created` (a handful of rows; without any,
  // no event is written), and the personal e-mail intents.
  it("is one transaction of three statements for 100 new entries, and one more read for repeats", async () => {
    const { db, statements, transactions, clear } = counted(database);
    await writeSignUps(
      db,
      Array.from({ length: 100 }, (_, i) => signUp(i)),
    );
    expect(transactions).toHaveBeenCalledTimes(1);
    expect(statements()).toEqual(["insert", "select", "insert"]);

    clear();
    await writeSignUps(db, [signUp(1), signUp(1000)]);
    expect(statements()).toEqual(["insert", "select", "select", "insert"]);
  });

  // The staff search (FTS5 / the search text) and the lists' "invited" filter; nothing only the funnel reads.
  it("fires only the insert triggers listed here", async () => {
    const expected =
      database.dialect === "sqlite"
        ? ["survey_responses_invited_until_insert"]
        : ["survey_responses_invited_until_insert", "survey_responses_search_docs_insert"];
    expect(await insertTriggers(database)).toEqual(expected);
  });

  // A random key lands on its own page of the id index: every entry of a batch rewrote one at the commit.
  it("gives new entries ids in their order of arrival, so a batch writes the end of the id index", async () => {
    const first = await writeSignUps(database.db, [signUp(2000), signUp(2001)]);
    await new Promise((resolve) => setTimeout(resolve, 2));
    const second = await writeSignUps(database.db, [signUp(2002)]);
    const [a, b, later] = [...first, ...second].map((result) => result.id) as [string, string, string];
    expect(later > a && later > b).toBe(true);
  });

  // survey_responses_created_at went (docs/history.md, 259): survey_responses_created_at_id serves its reads.
  it("indexes created_at once: created_at_id, not also created_at alone", async () => {
    const indexes = await waitlistIndexes(database);
    expect(indexes).toContain("survey_responses_created_at_id");
    expect(indexes).not.toContain("survey_responses_created_at");
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("a batch of sign-ups on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    database = await openMigratedDatabase();
  });
  afterAll(async () => database.close());
  // The spies sit on shared prototypes: removed after every test, a failing one too.
  afterEach(() => vi.restoreAllMocks());

  // The invited_until trigger's UPDATE ran for every batch with a plan made while the table was small: a hash
  // join over all of survey_responses (docs/history.md, 264). Now the invites are looked up first.
  it("never reads the whole waitlist when no address in it was invited", async () => {
    await database.db.connection().execute(async (db) => {
      const seqScans = async () => {
        // This backend's counts reach the shared statistics once it is idle after this statement.
        await sql`select pg_stat_force_next_flush()`.execute(db);
        const { rows } = await sql<{ n: string }>`select seq_scan as n from pg_stat_user_tables
          where relname = 'survey_responses'`.execute(db);
        return Number(rows[0]?.n);
      };
      const before = await seqScans();
      // Batches of eight, as under load: for those PL/pgSQL planned, and kept, the hash join.
      for (let batch = 0; batch < 5; batch++) {
        await writeSignUpsInOneStatement(
          db,
          Array.from({ length: 8 }, (_, i) => signUp(3000 + 8 * batch + i)),
        );
      }
      expect(await seqScans()).toBe(before);
    });
  });

  // Named statements kept on a connection break behind a transaction-mode pooler, which lends the next
  // transaction another server connection ("prepared statement … does not exist"; decision 271). Every
  // statement runs unnamed, so no connection holds one.
  it("leaves no named statement on the connection, whatever runs again", async () => {
    await database.db.connection().execute(async (db) => {
      const batch = (from: number) => Array.from({ length: 5 }, (_, i) => signUp(from + i));
      for (const from of [8000, 8100, 8200]) await writeSignUpsInOneStatement(db, batch(from));
      const { rows } = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
      expect(rows).toEqual([]);
    });
  });

  it("stores each value of a batch in its own column", async () => {
    const batch = (from: number) => Array.from({ length: 8 }, (_, i) => signUp(from + i));
    await writeSignUpsInOneStatement(database.db, batch(7000));
    const second = batch(7100);
    const [result] = await writeSignUpsInOneStatement(database.db, second);

    const stored = await database.db
      .selectFrom("surveyResponses")
      .selectAll()
      .where("id", "=", result?.id ?? "")
      .executeTakeFirstOrThrow();
    const sent = second[0];
    expect(stored).toMatchObject({
      name: sent?.name,
      email: sent?.email,
      phone: sent?.phone,
      company: sent?.company,
      tripsPerMonth: sent?.tripsPerMonth,
      homeCity: sent?.homeCity,
      preferredCities: JSON.stringify(sent?.preferredCities),
      consentAt: sent?.at,
      createdAt: sent?.at,
      referrals: 0,
    });
    expect(Number(stored.queueMs)).toBe(Date.parse(sent?.at ?? ""));
    const mail = await database.db
      .selectFrom("pendingPersonalMail")
      .select(["kind", "attempt", "dueAt"])
      .where("email", "=", sent?.email ?? "")
      .execute();
    expect(mail).toEqual([{ kind: "welcome", attempt: 0, dueAt: sent?.at }]);
  });

  // One statement that commits on its own: one round trip instead of begin, two inserts and commit
  // (decision 269). The e-mail's kind is decided in it as on SQLite.
  it("writes the entries and their e-mail in one statement, without a transaction", async () => {
    const { db, statements, transactions, clear } = counted(database);
    const results = await writeSignUpsInOneStatement(
      db,
      Array.from({ length: 100 }, (_, i) => signUp(5000 + i)),
    );
    expect(results.every((result) => result.isNew)).toBe(true);
    expect(statements()).toEqual(["with"]);
    expect(transactions).not.toHaveBeenCalled();

    clear();
    const [fresh, again, old] = await writeSignUpsInOneStatement(db, [signUp(6000), signUp(6000), signUp(5000)]);
    expect(statements()).toEqual(["with", "select"]);
    expect(fresh).toMatchObject({ isNew: true });
    expect(again).toEqual({ id: fresh?.id, isNew: false });
    expect(old).toEqual({ id: results[0]?.id, isNew: false });
    const mail = await database.db
      .selectFrom("pendingPersonalMail")
      .select(["email", "kind"])
      .where("email", "in", ["traveller-6000@example.com", "traveller-5000@example.com"])
      .orderBy("email")
      .orderBy("kind", "desc")
      .execute();
    expect(mail).toEqual([
      { email: "traveller-5000@example.com", kind: "welcome" },
      { email: "traveller-5000@example.com", kind: "already" },
      { email: "traveller-6000@example.com", kind: "welcome" },
      { email: "traveller-6000@example.com", kind: "already" },
    ]);
  });
});
