import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertInvite, insertSurvey } from "../../../seed/rows.js";
import { refreshFunnel } from "../../../services/funnel/read-model.js";
import { openMigratedDatabase } from "../../../test-support/migrated-database.js";

const MARCH = "2026-03-01T10:00:00.000Z";
const APRIL = "2026-04-01T10:00:00.000Z";

describe("an entry's invited_at is its person's first invite that was not revoked", () => {
  let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
  beforeAll(async () => {
    handle = await openMigratedDatabase();
  });
  afterAll(async () => handle.close());

  const invitedAt = async (id: string) =>
    (await handle.db.selectFrom("surveyResponses").select("invitedAt").where("id", "=", id).executeTakeFirstOrThrow())
      .invitedAt;
  const revoke = (id: string) =>
    handle.db.updateTable("invites").set({ status: "revoked" }).where("id", "=", id).execute();

  it("follows invites made, revoked and deleted, and entries that join after their invite", async () => {
    const entry = await insertSurvey(handle.db, { email: "asha@example.in" });
    expect(await invitedAt(entry)).toBeNull();

    const april = await insertInvite(handle.db, { email: "asha@example.in", status: "sent", createdAt: APRIL });
    expect(await invitedAt(entry)).toBe(APRIL);
    const march = await insertInvite(handle.db, { email: "asha@example.in", status: "expired", createdAt: MARCH });
    expect(await invitedAt(entry)).toBe(MARCH);
    await revoke(march);
    expect(await invitedAt(entry)).toBe(APRIL);
    await handle.db.deleteFrom("invites").where("id", "=", april).execute();
    expect(await invitedAt(entry)).toBeNull();

    // Invited first (a manual invite), on the waitlist later: the funnel's read model dates it.
    await insertInvite(handle.db, { email: "ravi@example.in", status: "sent", createdAt: MARCH });
    const later = await insertSurvey(handle.db, { email: "ravi@example.in" });
    await refreshFunnel(handle.db, handle.dialect);
    expect(await invitedAt(later)).toBe(MARCH);
  });
});
