import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundledEntry } from "../../test-support/bundled-entry.js";
import { joinAndGetToken } from "../../test-support/personal-mail.js";
import { createTestApp } from "../../test-support/test-app.js";
import { erasePerson } from "../erasure/erase-person.js";
import { purgeErasedConsents } from "./purge.js";
import { verifyChain } from "./verify.js";

const DAY_MS = 86_400_000;

describe("the consent ledger's hash chain", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
    for (const name of ["one", "two", "three"]) await joinAndGetToken(ctx.app, `chain-${name}@example.in`);
  });
  afterEach(async () => ctx.close());

  const postgres = () => ctx.app.dialect === "postgres";
  /** What someone with write access to the database could do: the guard trigger off, then any change. */
  async function tamper(statement: ReturnType<typeof sql>) {
    if (postgres()) {
      await sql`alter table consent_records disable trigger user`.execute(ctx.app.db);
      await statement.execute(ctx.app.db);
      await sql`alter table consent_records enable trigger user`.execute(ctx.app.db);
    } else {
      await sql`drop trigger if exists consent_records_never_updated`.execute(ctx.app.db);
      await statement.execute(ctx.app.db);
    }
  }

  /** `npm run consent -- verify`, as built, against this test's database. */
  async function cli(command: string) {
    const env = {
      ...process.env,
      DATA_DIR: ctx.config.dataDir,
      DATABASE_URL: ctx.config.databaseUrl ?? "",
      LOG_LEVEL: "silent",
    };
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [bundledEntry("consent-cli"), command], { env });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stderr: string };
      return { code: failed.code, out: failed.stderr };
    }
  }

  it("verifies an untouched chain, and refuses an update", async () => {
    expect(await verifyChain(ctx.app.db)).toMatchObject({ records: 3, problem: null });
    expect(await cli("verify")).toMatchObject({ code: 0, out: expect.stringContaining("intact: 3 records") });
    await expect(sql`update consent_records set language = 'hi' where seq = 2`.execute(ctx.app.db)).rejects.toThrow(
      /never updated/,
    );
  });

  it("names a changed record", async () => {
    await tamper(sql`update consent_records set at = '2020-01-01T00:00:00.000Z' where seq = 2`);
    expect((await verifyChain(ctx.app.db)).problem).toEqual({ seq: 2, problem: "changed" });
    expect(await cli("verify")).toEqual({ code: 1, out: "Consent ledger: record 2 was changed.\n" });
  });

  it("names a removed record", async () => {
    await sql`delete from consent_records where seq = 2`.execute(ctx.app.db);
    expect((await verifyChain(ctx.app.db)).problem).toEqual({ seq: 2, problem: "removed" });
  });

  it("names a record inserted out of turn, even with a hash of its own that adds up", async () => {
    const first = await ctx.app.db
      .selectFrom("consentRecords")
      .selectAll()
      .where("seq", "=", 1)
      .executeTakeFirstOrThrow();
    const { recordHash } = await import("./chain.js");
    // A record put in place of the third, chained to the first: its own hash adds up, its place does not.
    const forged = { ...first, at: "2026-01-01T00:00:00.000Z", detail: "" };
    await tamper(sql`delete from consent_records where seq = 3`);
    await tamper(
      sql`insert into consent_records (seq, subject, purpose, action, notice_version, language, channel, at, detail, prev_hash, hash)
        values (3, ${forged.subject}, 'waitlist', 'given', ${forged.noticeVersion}, 'en', 'web', ${forged.at}, '', ${first.hash}, ${recordHash(first.hash as string, 3, forged)})`,
    );
    expect((await verifyChain(ctx.app.db)).problem).toEqual({ seq: 3, problem: "out of turn" });
  });

  it("keeps only the pseudonym after an erasure, purges it a year on, and still verifies", async () => {
    await erasePerson(ctx.app.db, "chain-two@example.in", { action: "withdrawn", channel: "email-link" });
    expect(await purgeErasedConsents(ctx.app.db)).toBe(0);
    const inAYear = new Date(Date.now() + 366 * DAY_MS);
    expect(await purgeErasedConsents(ctx.app.db, inAYear)).toBe(2);
    const left = await ctx.app.db
      .selectFrom("consentRecords")
      .select(["seq", "purpose", "action"])
      .orderBy("seq")
      .execute();
    expect(left.map((r) => [Number(r.seq), r.purpose, r.action])).toEqual([
      [1, "waitlist", "given"],
      [3, "waitlist", "given"],
      [5, "ledger", "purged"],
    ]);
    expect(await verifyChain(ctx.app.db)).toMatchObject({ records: 3, purged: 2, problem: null });
    // The chain goes on after a purge.
    await joinAndGetToken(ctx.app, "chain-four@example.in");
    expect(await cli("verify")).toMatchObject({ code: 0 });
  });
});
