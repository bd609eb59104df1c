import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, surveyRow } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { signUpFor } from "../../test-support/sign-ups.js";
import { appWithStaff } from "../../test-support/staff-app.js";
import { countMatches } from "./search.js";
import { catchUpWaitlistSearch, SEARCH_CATCH_UP_MS, SEARCH_CATCH_UP_ROWS } from "./search-catch-up.js";

// SQLite only: PostgreSQL's search text is written by the sign-up's own statement.
const sqlite = !process.env.TEST_DATABASE_URL;

describe.runIf(sqlite)("the waitlist's search index catching up (SQLite)", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  const found = (q: string) => countMatches(handle.db, "sqlite", "survey_responses", q);
  /** FTS5 compares the index with the table itself, row by row: it throws if they disagree. */
  const consistent = () =>
    sql`insert into survey_responses_fts(survey_responses_fts) values ('integrity-check')`.execute(handle.db);
  let entries = 0;
  const add = (name: string) => {
    // The address names nobody, so a match can only come from the name.
    const row = surveyRow({ name, email: `entry${++entries}@example.in` });
    return insertRows(handle.db, "surveyResponses", [row]).then(() => row);
  };

  it("adds what was written since it last caught up, and only that", async () => {
    await add("Meher Bhattacharjee");
    expect(await found("bhattacharjee")).toBe(0);
    await catchUpWaitlistSearch(handle.db);
    expect(await found("bhattacharjee")).toBe(1);
    await catchUpWaitlistSearch(handle.db);
    expect(await found("bhattacharjee")).toBe(1);
    await consistent();
  });

  it("adds at most the rows it is given, oldest first, and says how many", async () => {
    await add("Anaya Chaudhuri");
    await add("Kabir Chaudhuri");
    expect(await catchUpWaitlistSearch(handle.db, 1)).toBe(1);
    expect(await found("chaudhuri")).toBe(1);
    expect(await found("anaya")).toBe(1);
    expect(await catchUpWaitlistSearch(handle.db, 5)).toBe(1);
    expect(await found("chaudhuri")).toBe(2);
    await consistent();
  });

  it("leaves the index whole when an entry is edited or erased before it is indexed", async () => {
    const edited = await add("Tanvi Okonkwo");
    const erased = await add("Ishaan Vaswani");
    await handle.db
      .updateTable("surveyResponses")
      .set({ name: "Tanvi Fernandes" })
      .where("id", "=", edited.id)
      .execute();
    await handle.db.deleteFrom("surveyResponses").where("id", "=", erased.id).execute();
    await consistent();
    await catchUpWaitlistSearch(handle.db);
    expect([await found("okonkwo"), await found("fernandes"), await found("vaswani")]).toEqual([0, 1, 0]);
    await consistent();
  });

  it("indexes a new entry that takes the rowid of an erased one", async () => {
    const last = await add("Zoya Kapadia");
    await catchUpWaitlistSearch(handle.db);
    await handle.db.deleteFrom("surveyResponses").where("id", "=", last.id).execute();
    await add("Rustom Irani");
    await catchUpWaitlistSearch(handle.db);
    expect([await found("kapadia"), await found("irani")]).toEqual([0, 1]);
    await consistent();
  });
});

describe.runIf(sqlite)("a sign-up in the search (SQLite)", () => {
  const ctx = appWithStaff();

  it("is indexed within a second of its commit, with nobody searching", async () => {
    await ctx.app.signUps.submit(signUpFor({ name: "Parveen Lokhandwala", email: "parveen@example.in" }));
    const indexed = () => countMatches(ctx.app.db, "sqlite", "survey_responses", "lokhandwala");
    await expect.poll(indexed, { timeout: SEARCH_CATCH_UP_MS * 3 }).toBe(1);
  });

  it("takes a backlog longer than one turn's share in several turns, all before a search answers", async () => {
    const rows = Array.from({ length: SEARCH_CATCH_UP_ROWS + 7 }, (_, i) =>
      surveyRow({ name: `Backlog Wadia ${i}`, email: `backlog${i}@example.in` }),
    );
    await insertRows(ctx.app.db, "surveyResponses", rows);
    const response = await ctx.app.inject({ url: "/api/v1/survey_responses?q=wadia&limit=1", headers: ctx.staff });
    expect(response.json().total).toBe(rows.length);
  });
});
