import { beforeAll, describe, expect, it } from "vitest";
import type { WaitlistPage } from "../../contract/lists.js";
import { insertRows, inviteRow, surveyRow } from "../seed/rows.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();

const CITIES = ["Bangalore", "Mumbai", "Pune"];
const NAMES = ["Aarav Sharma", "Diya Iyer", "Kabir Nair", "Meera Sharma", "Rohan Das", "Zoya Khan"];
// 30 entries, two per second, so that many share a timestamp and the id has to break the tie.
const rows = Array.from({ length: 30 }, (_, i) =>
  surveyRow({
    id: `entry-${String(i).padStart(2, "0")}`,
    name: NAMES[i % NAMES.length],
    email: `person${i}@mail${i % 3}.example.in`,
    phone: `+9198765${String(43_000 + i)}`,
    company: i % 5 === 0 ? "Infosys Limited" : `Firm ${i}`,
    homeCity: CITIES[i % CITIES.length],
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(i / 2))).toISOString(),
  }),
);
const FUTURE = "2099-01-01T00:00:00.000Z";
const PAST = "2020-01-01T00:00:00.000Z";
const invites = [
  inviteRow({
    id: "inv-open",
    email: rows[1]?.email,
    surveyResponseId: "entry-01",
    status: "sent",
    expiresAt: FUTURE,
    createdAt: "2026-01-05T00:00:00.000Z",
  }),
  inviteRow({
    id: "inv-used",
    surveyResponseId: "entry-02",
    email: rows[2]?.email,
    status: "accepted",
    createdAt: "2026-02-01T00:00:00.000Z",
  }),
  inviteRow({
    id: "inv-late",
    surveyResponseId: "entry-03",
    email: rows[3]?.email,
    expiresAt: PAST,
    createdAt: "2026-01-04T00:00:00.000Z",
  }),
  inviteRow({
    id: "inv-gone",
    surveyResponseId: "entry-04",
    email: rows[4]?.email,
    status: "revoked",
    createdAt: "2026-01-03T00:00:00.000Z",
  }),
  inviteRow({
    id: "inv-hand",
    email: "walk.in@firm.example",
    status: "pending",
    createdAt: "2026-01-02T00:00:00.000Z",
  }),
];

beforeAll(async () => {
  await insertRows(ctx.app.db, "surveyResponses", rows);
  await insertRows(ctx.app.db, "invites", invites);
});

const get = (url: string) => ctx.app.inject({ method: "GET", url: `/api/v1${url}`, headers: ctx.staff });
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

/** Follows nextCursor to the end and returns every id in order, plus each page's cursors. */
async function walk(query: string) {
  const seen: string[] = [];
  const pages: { prevCursor: string | null; first: string | undefined }[] = [];
  let cursor: string | null = null;
  do {
    const body: WaitlistPage = (await get(`/survey_responses?${query}${cursor ? `&cursor=${cursor}` : ""}`)).json();
    seen.push(...ids(body));
    pages.push({ prevCursor: body.prevCursor, first: ids(body)[0] });
    cursor = body.nextCursor;
  } while (cursor);
  return { seen, pages };
}

describe("GET /survey_responses", () => {
  it("pages newest first through every row exactly once, with the total of the whole set", async () => {
    const first = (await get("/survey_responses?limit=7")).json();
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(7);
    expect(first.prevCursor).toBeNull();
    const { seen } = await walk("limit=7");
    const expected = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    expect(seen).toEqual(expected.map((row) => row.id));
  });

  it("goes back with prevCursor to the same pages, and a short way back lands on the full first page", async () => {
    const { pages } = await walk("limit=7&sort=name&order=asc");
    for (let i = 1; i < pages.length; i++) {
      const back = (await get(`/survey_responses?limit=7&sort=name&order=asc&cursor=${pages[i]?.prevCursor}`)).json();
      expect(ids(back)[0]).toBe(pages[i - 1]?.first);
      expect(back.items).toHaveLength(7);
    }
    expect(pages[0]?.prevCursor).toBeNull();
  });

  it("sorts by name and by home city, ties broken the same way on every page", async () => {
    const byName = await walk("limit=4&sort=name&order=asc");
    const names = byName.seen.map((id) => rows.find((row) => row.id === id)?.name ?? "");
    expect(names).toEqual([...names].sort());
    expect(new Set(byName.seen).size).toBe(30);
    const byCity = await walk("limit=5&sort=homeCity&order=desc");
    const cities = byCity.seen.map((id) => rows.find((row) => row.id === id)?.homeCity ?? "");
    expect(cities).toEqual([...cities].sort().reverse());
    expect(new Set(byCity.seen).size).toBe(30);
  });

  it("searches name, e-mail, company and phone by any part, ignoring case", async () => {
    const search = async (q: string) => (await get(`/survey_responses?q=${encodeURIComponent(q)}`)).json();
    expect((await search("sHARm")).total).toBe(10);
    expect(ids(await search("person17@"))).toEqual(["entry-17"]);
    expect((await search("infosys")).total).toBe(6);
    expect(ids(await search("43029"))).toEqual(["entry-29"]);
    expect((await search("nobody-like-this")).total).toBe(0);
    expect((await search('50% "off"')).total).toBe(0);
  });

  it("filters by home city and by invited, combined with search, and counts the filtered set", async () => {
    const pune = (await get("/survey_responses?homeCity=Pune&limit=3")).json();
    expect(pune.total).toBe(10);
    expect(pune.items.every((item: { homeCity: string }) => item.homeCity === "Pune")).toBe(true);
    const invited = (await get("/survey_responses?invited=true")).json();
    // An open or accepted invite counts; an expired or revoked one does not.
    expect(ids(invited).sort()).toEqual(["entry-01", "entry-02"]);
    expect(invited.items.every((item: { hasInvite: boolean }) => item.hasInvite)).toBe(true);
    expect((await get("/survey_responses?invited=false")).json().total).toBe(28);
    expect((await get("/survey_responses?invited=false&homeCity=Mumbai&q=iyer")).json().total).toBe(4);
    expect((await get("/survey_responses?invited=true&homeCity=Mumbai")).json().total).toBe(1);
    expect((await get("/survey_responses?invited=false&homeCity=Mumbai")).json().total).toBe(9);
  });

  it("keeps the search index in step when an entry changes or is deleted", async () => {
    const extra = surveyRow({ name: "Temporary Tanvi" });
    await insertRows(ctx.app.db, "surveyResponses", [extra]);
    const total = async (q: string) => (await get(`/survey_responses?q=${q}`)).json().total;
    expect(await total("tanvi")).toBe(1);
    await ctx.app.db.updateTable("surveyResponses").set({ name: "Renamed Ritu" }).where("id", "=", extra.id).execute();
    expect([await total("tanvi"), await total("ritu")]).toEqual([0, 1]);
    await ctx.app.db.deleteFrom("surveyResponses").where("id", "=", extra.id).execute();
    expect(await total("ritu")).toBe(0);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=201", "limit"],
    ["limit=ten", "limit"],
    ["sort=email", "sort"],
    ["order=up", "order"],
    ["invited=yes", "invited"],
    ["q=ab", "q"],
    ["colour=red", "colour"],
    ["cursor=not-a-cursor", "cursor"],
  ])("answers 400 in the error shape for %s", async (query, field) => {
    const response = await get(`/survey_responses?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String), errors: [{ field, message: expect.any(String) }] });
  });

  it("refuses a cursor made for another sort", async () => {
    const { nextCursor } = (await get("/survey_responses?limit=2")).json();
    const response = await get(`/survey_responses?sort=name&cursor=${nextCursor}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe("cursor");
  });

  it("answers one entry by id, and 404 for an unknown one", async () => {
    expect((await get("/survey_responses/entry-01")).json()).toMatchObject({ id: "entry-01", hasInvite: true });
    const missing = await get("/survey_responses/nope");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String), errors: [] });
  });
});

describe("GET /invites/all", () => {
  const list = async (query: string) => (await get(`/invites/all?${query}`)).json();

  it("pages newest first with the total and cursors", async () => {
    const first = await list("limit=2");
    expect(first.total).toBe(5);
    expect(first.invites.map((i: { inviteId: string }) => i.inviteId)[0]).toBe("inv-used");
    const second = await list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.invites).toHaveLength(2);
    expect(second.prevCursor).not.toBeNull();
  });

  it("filters by the status staff see (an open invite past its end is expired), by source, and searches", async () => {
    const only = async (query: string) =>
      (await list(query)).invites.map((i: { inviteId: string }) => i.inviteId).sort();
    expect(await only("status=expired")).toEqual(["inv-late"]);
    expect(await only("status=sent")).toEqual(["inv-open"]);
    expect(await only("status=revoked")).toEqual(["inv-gone"]);
    expect(await only("source=manual")).toEqual(["inv-hand"]);
    expect(await only("q=WALK.IN")).toEqual(["inv-hand"]);
    expect((await list("source=survey&status=accepted")).total).toBe(1);
  });

  it("counts a search alone and a search with filters alike", async () => {
    expect((await list("q=EXAMPLE")).total).toBe(5);
    expect((await list("q=example.in&source=survey")).total).toBe(4);
    expect((await list("q=example.in&status=sent")).total).toBe(1);
    expect((await list("q=nobody-like-this")).total).toBe(0);
  });

  it("answers 400 for a bad status, source or sort", async () => {
    for (const query of ["status=lost", "source=robot", "sort=name"]) {
      expect((await get(`/invites/all?${query}`)).statusCode).toBe(400);
    }
  });
});
