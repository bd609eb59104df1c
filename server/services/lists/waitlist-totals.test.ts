import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type WaitlistFilter, waitlistQuerySchema } from "../../../contract/lists.js";
import { INVITED_FOREVER } from "../../db/migrations/001-initial-schema/invited-entries.js";
import type { InvitesTable, SurveyResponsesTable } from "../../db/schema.js";
import { insertRows, inviteRow, surveyRow } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { catchUpWaitlistSearch } from "./search-catch-up.js";
import { waitlistPage } from "./waitlist-page.js";

const FUTURE = "2099-01-01T00:00:00.000Z";
const PAST = "2020-01-01T00:00:00.000Z";
const NAMES = ["Aarav Sharma", "Diya Iyer", "Meera Sharma", "Rohan Das", "Zoya Khan"];
const CITIES = ["Pune", "Mumbai", "Bangalore"];

const entries = Array.from({ length: 40 }, (_, i) =>
  surveyRow({
    id: `entry-${String(i).padStart(2, "0")}`,
    name: NAMES[i % NAMES.length],
    email: `person${i}@mail.example.in`,
    homeCity: CITIES[i % CITIES.length],
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
  }),
);
/** Every way an invite can stand; only the open (unexpired) and accepted ones make their person invited. */
const STANDINGS: Partial<InvitesTable>[] = [
  { status: "sent", expiresAt: FUTURE },
  { status: "pending", expiresAt: FUTURE },
  { status: "accepted", expiresAt: PAST },
  { status: "sent", expiresAt: PAST },
  { status: "revoked", expiresAt: FUTURE },
  { status: "expired", expiresAt: PAST },
];
const invites = entries
  .filter((_, i) => i % 2 === 0)
  .map((entry, i) => inviteRow({ email: entry.email, surveyResponseId: entry.id, ...STANDINGS[i % STANDINGS.length] }));

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
  await insertRows(handle.db, "surveyResponses", entries);
  await insertRows(handle.db, "invites", invites);
  await catchUpWaitlistSearch(handle.db);
});
afterAll(async () => handle.close());

function expected(filter: WaitlistFilter) {
  const now = new Date().toISOString();
  const invited = (entry: SurveyResponsesTable) =>
    invites.some(
      (invite) =>
        invite.email === entry.email &&
        (invite.status === "accepted" || (["pending", "sent"].includes(invite.status) && invite.expiresAt > now)),
    );
  const text = (entry: SurveyResponsesTable) => [entry.name, entry.email, entry.company, entry.phone].join(" ");
  return entries
    .filter((entry) => filter.q === undefined || text(entry).toLowerCase().includes(filter.q))
    .filter((entry) => filter.homeCity === undefined || entry.homeCity === filter.homeCity)
    .filter((entry) => filter.invited === undefined || invited(entry) === filter.invited)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .map((entry) => entry.id);
}

const combinations = ["", "q=sharma", "q=iyer"].flatMap((q) =>
  ["", "homeCity=Pune"].flatMap((city) =>
    ["", "invited=true", "invited=false"].map((invited) => [q, city, invited].filter(Boolean).join("&")),
  ),
);

describe("waitlist totals and pages on every filter combination", () => {
  it.each(combinations.flatMap((query) => [true, false].map((drives) => [query, drives] as const)))(
    "'%s' (search drives the query: %s) pages through exactly the matching rows and counts them",
    async (query, drives) => {
      const parsed = waitlistQuerySchema.parse({ ...Object.fromEntries(new URLSearchParams(query)), limit: "7" });
      const plan = { matches: undefined, drives };
      const seen: string[] = [];
      let cursor: string | undefined;
      let total: number | undefined;
      do {
        const page = await waitlistPage(handle.db, handle.dialect, { ...parsed, cursor }, plan);
        total ??= page.total;
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(expected(parsed));
      expect(total).toBe(seen.length);
    },
  );
});

describe("invited_until, kept by the invites' triggers", () => {
  const untilOf = async (id: string) =>
    (
      await handle.db
        .selectFrom("surveyResponses")
        .select("invitedUntil")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).invitedUntil;

  it("follows the person's invites: open until its end, accepted for ever, revoked or deleted not at all", async () => {
    const row = surveyRow({ email: "follow@example.in" });
    await insertRows(handle.db, "surveyResponses", [row]);
    const { id } = row;
    expect(await untilOf(id)).toBeNull();
    const open = inviteRow({ email: "follow@example.in", status: "sent", expiresAt: FUTURE });
    await insertRows(handle.db, "invites", [open]);
    expect(await untilOf(id)).toBe(FUTURE);
    await handle.db.updateTable("invites").set({ status: "revoked" }).where("id", "=", open.id).execute();
    expect(await untilOf(id)).toBeNull();
    const used = inviteRow({ email: "follow@example.in", status: "pending", expiresAt: PAST });
    await insertRows(handle.db, "invites", [used]);
    expect(await untilOf(id)).toBe(PAST);
    await handle.db.updateTable("invites").set({ status: "accepted" }).where("id", "=", used.id).execute();
    expect(await untilOf(id)).toBe(INVITED_FOREVER);
    await handle.db.deleteFrom("invites").where("email", "=", "follow@example.in").execute();
    expect(await untilOf(id)).toBeNull();
  });

  it("counts an invite made before the person joined the waitlist, also when many join in one statement", async () => {
    const early = ["early1@example.in", "early2@example.in"].map((email) => inviteRow({ email, expiresAt: FUTURE }));
    await insertRows(handle.db, "invites", early);
    const joined = ["early1@example.in", "early2@example.in", "late@example.in"].map((email) => surveyRow({ email }));
    await insertRows(handle.db, "surveyResponses", joined);
    expect(await Promise.all(joined.map((row) => untilOf(row.id)))).toEqual([FUTURE, FUTURE, null]);
  });
});
