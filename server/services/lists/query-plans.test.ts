import { type CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inviteQuerySchema, waitlistQuerySchema } from "../../../contract/lists.js";
import { migrateToLatest } from "../../db/migrate.js";
import { seedDemo } from "../../seed/demo.js";
import { insertRows, surveyRow } from "../../seed/rows.js";
import { planningDatabase } from "../../test-support/query-plans.js";
import { invitesPage } from "./invites-page.js";
import { waitlistPage } from "./waitlist-page.js";

/**
 * SQLite's plan for every list query: each table is reached through an index (SEARCH, or SCAN ... USING
 * INDEX), never read whole ("SCAN survey_responses" alone). That is what keeps page 20,000 as cheap as page 1.
 * On a list of realistic shape (a year of demo sign-ups, a tenth invited, cities and companies as the demo
 * spreads them), twice: as a fresh database has it (no statistics: the planner's defaults) and after ANALYZE
 * (the statistics `npm run seed:demo` and an operator's ANALYZE give it), since the two can choose differently.
 */
const ROWS = 20_000;
const { db, captured, steps, close } = planningDatabase();

beforeAll(async () => {
  await migrateToLatest(db);
  await seedDemo(db, { rows: ROWS, invites: ROWS / 10, signups: ROWS / 50 });
  // A searchable name among them, so a search has matches to page through.
  await insertRows(db, "surveyResponses", [surveyRow({ name: "Plan Person" }), surveyRow({ name: "Other Person" })]);
  await seedWhatsappMessages();
}, 120_000);
afterAll(close);

/** A confirmation and, for every third entry, an invite: a list where many entries have messages. */
async function seedWhatsappMessages() {
  const entries = await db
    .selectFrom("surveyResponses")
    .select(["id", "createdAt"])
    .limit(ROWS / 2)
    .execute();
  const rows = entries.flatMap(({ id, createdAt }, i) =>
    (i % 3 === 0 ? ["confirm", "invite"] : ["confirm"]).map((kind, k) => ({
      id: `${id}-${k}`,
      surveyResponseId: id,
      inviteId: null,
      kind: kind as "confirm" | "invite",
      toNumber: "919876543210",
      body: "{}",
      status: "delivered" as const,
      attempt: 1,
      createdAt: `${createdAt}${k}`,
      updatedAt: createdAt,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("whatsappMessages")
      .values(rows.slice(i, i + 500))
      .execute();
}

/** Either way a search meets the other conditions (search.ts): its matches drive, or an index is walked. */
const SEARCH_PLANS = [true, false].map((drives) => ({ matches: undefined, drives }));

function fullScans(query: CompiledQuery) {
  return steps(query).filter((detail) => /^SCAN (survey_responses|invites)\b(?! USING)/.test(detail));
}

for (const statistics of [false, true]) {
  describe(statistics ? "after ANALYZE" : "on a fresh database (no statistics)", () => {
    if (statistics) {
      beforeAll(async () => {
        await sql`pragma analysis_limit = 1000`.execute(db);
        await sql`analyze`.execute(db);
      });
    }

    describe("list queries on SQLite", () => {
      it.each([
        "",
        "sort=name&order=asc",
        "sort=homeCity",
        "q=person",
        "homeCity=Pune",
        "invited=true",
        "invited=false&homeCity=Pune",
        "q=person&sort=name&invited=false",
        "q=person&homeCity=Pune&invited=true",
        "q=person&sort=homeCity&order=asc",
      ])("the waitlist with '%s' reads through indexes only", async (query) => {
        for (const plan of [undefined, ...SEARCH_PLANS]) {
          captured.length = 0;
          const parsed = waitlistQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
          const first = await waitlistPage(db, "sqlite", { ...parsed, limit: 1 }, plan);
          await waitlistPage(db, "sqlite", { ...parsed, limit: 1, cursor: first.nextCursor ?? undefined }, plan);
          const selects = captured.filter((q) => q.sql.startsWith("select"));
          expect(selects.length).toBeGreaterThan(0);
          for (const select of selects) expect(fullScans(select), select.sql).toEqual([]);
        }
      });

      it.each(["", "sort=email", "status=expired", "source=manual", "q=person", "person=first"])(
        "the invites list with '%s' reads through indexes only",
        async (query) => {
          captured.length = 0;
          const parsed = inviteQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
          await invitesPage(db, "sqlite", { publicUrl: "https://stashd.example", secret: Buffer.alloc(32) }, parsed);
          for (const select of captured.filter((q) => q.sql.startsWith("select"))) {
            expect(fullScans(select), select.sql).toEqual([]);
          }
        },
      );
    });

    describe("the WhatsApp state of a page's rows on SQLite", () => {
      it("finds each row's newest message through the (survey_response_id, created_at) index, never a scan", async () => {
        captured.length = 0;
        await waitlistPage(db, "sqlite", waitlistQuerySchema.parse({ limit: "50" }));
        const read = captured.find((q) => q.sql.includes('from "whatsapp_messages"'));
        expect(read, "the page reads its rows' messages").toBeDefined();
        const readSteps = steps(read as CompiledQuery);
        expect(
          readSteps.filter((step) => /^SCAN/.test(step)),
          readSteps.join("\n"),
        ).toEqual([]);
        expect(readSteps.filter((step) => step.includes("whatsapp_messages_entry"))).toHaveLength(2);
      });
    });

    describe("a city's line on SQLite", () => {
      it("counts the line's total from its index and the revoked invites, never probing each person's invites", async () => {
        captured.length = 0;
        await waitlistPage(db, "sqlite", waitlistQuerySchema.parse({ line: "Pune" }));
        const counts = captured.filter((q) => q.sql.startsWith("select count(*)"));
        expect(counts.length).toBeGreaterThan(0);
        // A count with the not-revoked condition probes two invite indexes for every person of the line.
        for (const count of counts) expect(count.sql).not.toContain("not exists");
        for (const count of counts) expect(fullScans(count), count.sql).toEqual([]);
      });
    });

    describe("a search of the invites alone on SQLite", () => {
      it("counts its matches in the search index alone (decision 105), though the query carries a sort and limit", async () => {
        captured.length = 0;
        const links = { publicUrl: "https://stashd.example", secret: Buffer.alloc(32) };
        await invitesPage(db, "sqlite", links, inviteQuerySchema.parse({ q: "example" }));
        const counts = captured.filter((q) => q.sql.startsWith("select count(*)"));
        expect(counts.map((q) => q.sql)).toEqual([
          expect.stringMatching(/^select count\(\*\) as n from "invites_fts"/),
        ]);
      });
    });

    describe("the invited count on SQLite", () => {
      it.each(["invited=true&homeCity=Pune", "invited=false&homeCity=Pune&confirmed=true"])(
        "'%s' reads the (invited_until, home_city) range, not the city's entries",
        async (query) => {
          captured.length = 0;
          const parsed = waitlistQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
          await waitlistPage(db, "sqlite", parsed);
          const count = captured.find(
            (q) => q.sql.startsWith("select count(*)") && q.sql.includes('"invited_until" >'),
          );
          expect(count && steps(count)).toEqual([expect.stringContaining("survey_responses_invited_until_home_city")]);
        },
      );
    });
  });
}
