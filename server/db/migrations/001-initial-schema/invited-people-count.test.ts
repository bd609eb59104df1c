import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInvite } from "../../../seed/rows.js";
import { countPeople } from "../../../services/funnel/funnel-steps.js";
import { openMigratedDatabase } from "../../../test-support/migrated-database.js";

describe("the invited people's count follows every invite change", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  /** The kept count, and the truth it must equal: distinct addresses with an invite not revoked. */
  const counts = async () => {
    const truth = await handle.db
      .selectFrom("invites")
      .select((eb) => eb.fn.count<number | string>("email").distinct().as("n"))
      .where("status", "!=", "revoked")
      .executeTakeFirstOrThrow();
    return { kept: await countPeople(handle.db, "invites"), truth: Number(truth.n) };
  };
  const exact = async (n: number) => expect(await counts()).toEqual({ kept: n, truth: n });
  const set = (id: string, fields: { status?: "sent" | "revoked" | "expired" | "accepted"; email?: string }) =>
    handle.db.updateTable("invites").set(fields).where("id", "=", id).execute();

  it("counts a person once however many invites they have, and forgets them with their last", async () => {
    await exact(0);
    const first = await insertInvite(handle.db, { email: "asha@example.in", status: "expired" });
    const second = await insertInvite(handle.db, { email: "asha@example.in" });
    const revokedFirst = await insertInvite(handle.db, { email: "ravi@example.in", status: "revoked" });
    await exact(1);
    await set(revokedFirst, { status: "sent" });
    await exact(2);
    await set(second, { status: "revoked" });
    await exact(2);
    await set(first, { status: "revoked" });
    await exact(1);
    await set(first, { status: "accepted" });
    await exact(2);
    // Re-addressed: the old address loses its only invite, the new one already had one.
    await set(first, { email: "ravi@example.in" });
    await exact(1);
    await handle.db.deleteFrom("invites").where("email", "=", "ravi@example.in").execute();
    await exact(0);
  });
});
