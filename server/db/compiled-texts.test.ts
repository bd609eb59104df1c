import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, describe, expect, it, vi } from "vitest";
import { compiledText } from "./compiled-texts.js";
import type { Db } from "./database.js";
import type { Database } from "./schema.js";

describe("compiledText (decision 271)", () => {
  const db: Db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  afterAll(() => db.destroy());

  it("builds a shape once and gives its text to every later call", () => {
    const build = vi.fn((value: (index: number) => string) =>
      db.selectFrom("cities").select("id").where("name", "=", value(0)).where("id", "=", value(1)),
    );
    const text = compiledText(db, "city by name and id", 2, build);
    expect(compiledText(db, "city by name and id", 2, build)).toBe(text);
    expect(build).toHaveBeenCalledTimes(1);
    expect(text).toBe('select "id" from "cities" where "name" = ? and "id" = ?');
  });

  it("refuses a statement whose parameters are not the ones given, in the order given", () => {
    const swapped = (value: (index: number) => string) =>
      db.selectFrom("cities").select("id").where("id", "=", value(1)).where("name", "=", value(0));
    expect(() => compiledText(db, "swapped", 2, swapped)).toThrow(/does not take its 2 parameters in the order/);
    const short = (value: (index: number) => string) =>
      db.selectFrom("cities").select("id").where("name", "=", value(0));
    expect(() => compiledText(db, "short", 2, short)).toThrow(/does not take its 2 parameters/);
  });
});
