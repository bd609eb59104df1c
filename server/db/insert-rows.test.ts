import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMigratedDatabase } from "../test-support/migrated-database.js";
import { insertRows } from "./insert-rows.js";

type Handle = Awaited<ReturnType<typeof openMigratedDatabase>>;

const message = (id: string, headers?: string) => ({
  id,
  inviteId: null,
  toAddress: `${id}@example.com`,
  subject: `Subject ${id}`,
  textBody: `Text ${id}`,
  htmlBody: `<p>${id}</p>`,
  headers,
  createdAt: "2026-11-27T00:00:00.000Z",
});

describe("insertRows", () => {
  let handle: Handle;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  const stored = (ids: string[]) =>
    handle.db.selectFrom("mailOutbox").selectAll().where("id", "in", ids).orderBy("id").execute();

  it("stores what the query builder stores, whatever the row count", async () => {
    await insertRows(handle.db, "mailOutbox", [message("a1"), message("a2", '{"x":"1"}'), message("a3")]);
    await handle.db
      .insertInto("mailOutbox")
      .values(
        [message("b1"), message("b2", '{"x":"1"}'), message("b3")].map((row) => ({
          ...row,
          headers: row.headers ?? null,
        })),
      )
      .execute();
    // The same shape again with other values, then a shape of one row.
    await insertRows(handle.db, "mailOutbox", [message("c1"), message("c2"), message("c3")]);
    await insertRows(handle.db, "mailOutbox", [message("d1")]);

    const ours = await stored(["a1", "a2", "a3"]);
    const builders = await stored(["b1", "b2", "b3"]);
    const strip = (rows: typeof ours) => rows.map(({ id, toAddress, subject, textBody, htmlBody, ...rest }) => rest);
    expect(strip(ours)).toEqual(strip(builders));
    expect(ours.map((row) => [row.toAddress, row.subject, row.headers])).toEqual([
      ["a1@example.com", "Subject a1", null],
      ["a2@example.com", "Subject a2", '{"x":"1"}'],
      ["a3@example.com", "Subject a3", null],
    ]);
    expect((await stored(["c1", "c2", "c3", "d1"])).map((row) => row.toAddress)).toEqual([
      "c1@example.com",
      "c2@example.com",
      "c3@example.com",
      "d1@example.com",
    ]);
  });

  it("leaves a conflicting row alone and returns only the rows it wrote, in the schema's names", async () => {
    await insertRows(handle.db, "mailOutbox", [message("e1")]);
    const returned = await insertRows(
      handle.db,
      "mailOutbox",
      [{ ...message("e1"), subject: "changed" }, message("e2")],
      {
        onConflictDoNothing: "id",
        returning: ["id", "toAddress"],
      },
    );
    expect(returned).toEqual([{ id: "e2", toAddress: "e2@example.com" }]);
    expect((await stored(["e1"]))[0]?.subject).toBe("Subject e1");
  });

  it("stores an undefined value as NULL, and splits rows past the parameter bound into statements", async () => {
    await insertRows(handle.db, "mailOutbox", [{ ...message("g1"), headers: undefined }]);
    expect((await stored(["g1"]))[0]?.headers).toBeNull();
    // 8 columns: 3,750 rows to a statement, so 4,000 rows take two.
    const many = Array.from({ length: 4_000 }, (_, i) => message(`h${String(i).padStart(4, "0")}`));
    await handle.db.transaction().execute((trx) => insertRows(trx, "mailOutbox", many));
    const count = await handle.db
      .selectFrom("mailOutbox")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("id", "like", "h%")
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4_000);
  });

  it("writes nothing for no rows", async () => {
    expect(await insertRows(handle.db, "mailOutbox", [])).toEqual([]);
  });
});
