import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inviteEntry } from "../../test-support/entries.js";
import { joinAndGetToken, waitForMails } from "../../test-support/personal-mail.js";
import { signInAsStaff } from "../../test-support/staff-session.js";
import { createTestApp } from "../../test-support/test-app.js";

/**
 * DPDP: an erased person is gone from every byte of DATA_DIR, not only from the tables' visible rows
 * (docs/product.md, Erasure). Without FTS5's `secure-delete` (migrations/001-initial-schema/search.ts) and
 * `secure_delete`, the WAL held the e-mail dozens of times after an erasure, freed cells in the main file
 * kept it, and FTS5 kept the terms in old segments.
 */
const person = {
  email: "zqvx.jkwy@example.in",
  name: "Asha ꙮѫѧ Jkwy",
  company: "Qzxv Brwk Ltd",
  phone: "+919812301234",
};
/** A trigram only this name has, and the only term starting with its first letter, so FTS5 stores it whole. */
const TERM = "ꙮѫѧ";

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Every file of DATA_DIR that holds one of the texts as raw bytes, as "file: text". */
function bytesFound(dataDir: string, texts: string[]) {
  return filesUnder(dataDir).flatMap((file) => {
    const bytes = fs.readFileSync(file);
    return texts
      .filter((text) => bytes.includes(Buffer.from(text, "utf8")))
      .map((text) => `${path.basename(file)}: ${text}`);
  });
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))("erasure on SQLite", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
  });
  afterAll(async () => ctx.close());

  /** The raw blocks of both search indexes, read as bytes: FTS5 queries would hide deleted rows. */
  async function ftsBlocks() {
    const blocks: Buffer[] = [];
    for (const table of ["survey_responses_fts_data", "invites_fts_data"]) {
      const { rows } = await sql<{ block: Uint8Array | null }>`select block from ${sql.table(table)}`.execute(
        ctx.app.db,
      );
      for (const row of rows) if (row.block) blocks.push(Buffer.from(row.block));
    }
    return Buffer.concat(blocks);
  }

  it("leaves no byte of the person in any file, nor any of their terms in the search index", async () => {
    const staff = await signInAsStaff(ctx.app);
    const token = await joinAndGetToken(ctx.app, person.email, {
      name: person.name,
      company: person.company,
      phone: person.phone,
    });
    const entry = await ctx.app.db
      .selectFrom("surveyResponses")
      .select(["id", "email", "name"])
      .where("email", "=", person.email)
      .executeTakeFirstOrThrow();
    // Rolled up, then confirmed: the read model's counters (waitlist_group_days, confirmed_group_days)
    // hold the company too, and must forget it with the person.
    await ctx.app.funnel.refresh();
    const confirmed = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/confirm",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(confirmed.statusCode).toBe(200);
    const counted = await sql<{ n: number }>`select count(*) as n from confirmed_group_days
      where company = ${person.company}`.execute(ctx.app.db);
    expect(Number(counted.rows[0]?.n)).toBe(3);
    await inviteEntry(ctx.app, staff, entry);
    await waitForMails(ctx.app, person.email, 2);
    // A grievance quoting their phone, acknowledged by e-mail: the rights desk's rows forget them too.
    const grievance = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/me/grievances",
      headers: { authorization: `Bearer ${token}`, "x-requested-with": "stashd" },
      payload: { message: `Please stop calling ${person.phone}.` },
    });
    expect(grievance.statusCode).toBe(201);
    await ctx.app.noticeMail.drain();
    const needles = [person.email, person.name, person.company, person.phone, token];
    // The check can fail: before the erasure every text is on disk and the term in the index.
    expect(bytesFound(ctx.config.dataDir, needles).length).toBeGreaterThan(0);
    expect((await ftsBlocks()).includes(Buffer.from(TERM))).toBe(true);

    const gone = await ctx.app.inject({
      method: "DELETE",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(gone.statusCode).toBe(204);

    await vi.waitFor(() => expect(bytesFound(ctx.config.dataDir, needles)).toEqual([]), {
      timeout: 5_000,
      interval: 100,
    });
    expect((await ftsBlocks()).includes(Buffer.from(TERM))).toBe(false);
  });
});
