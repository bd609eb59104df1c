import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSKEY_CHALLENGE_DETAIL, PASSKEY_UNKNOWN_DETAIL } from "../../contract/passkeys.js";
import { addPasskey } from "../services/second-factor/passkeys.js";
import {
  challengeCookie,
  fakeResponse,
  passkeyTestApp,
  testCredential,
  withCookie,
} from "../test-support/passkey-requests.js";
import { softwarePasskey } from "../test-support/software-passkey.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { auditDetails } from "../test-support/stored-rows.js";

const ctx = passkeyTestApp("proof");
const { call, account, staffId, ceremony } = ctx;
afterEach(() => vi.useRealTimers());
const secondFactorAt = async (email: string) =>
  (
    await ctx.app.db
      .selectFrom("sessions")
      .select("secondFactorAt")
      .where("staffId", "=", await staffId(email))
      .executeTakeFirst()
  )?.secondFactorAt;

describe("fresh proof with a passkey", () => {
  it("needs a signed-in session, and a passkey on the account", async () => {
    expect((await call("POST", "passkeys/proof/options")).statusCode).toBe(401);
    const headers = await signInAsStaff(ctx.app, account());
    const none = await call("POST", "passkeys/proof/options", headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe("No passkey on your account.");
  });

  it("offers only the account's own passkeys, and takes an answer only to its own challenge", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    await addPasskey(ctx.app.db, await staffId(mine.email), testCredential("mine-proof"), "Laptop");
    await addPasskey(ctx.app.db, await staffId(ctx.other), testCredential("their-proof"), "Phone");

    const options = await call("POST", "passkeys/proof/options", headers);
    expect(options.statusCode).toBe(200);
    expect(options.json().allowCredentials.map((c: { id: string }) => c.id)).toEqual(["mine-proof"]);

    const body = { response: fakeResponse("mine-proof") };
    expect((await call("POST", "passkeys/proof", headers, body)).json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
    // Another account's passkey does not prove this one, even answering this account's challenge.
    const again = await call("POST", "passkeys/proof/options", headers);
    const foreign = await call("POST", "passkeys/proof", withCookie(headers, challengeCookie(again)), {
      response: fakeResponse("their-proof"),
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json().detail).toBe(PASSKEY_UNKNOWN_DETAIL);
  });

  it("takes a signature from the account's own passkey as a fresh second factor, and audits it", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    const passkey = softwarePasskey("cHJvb2Yta2V5");
    expect((await ctx.register(headers, passkey)).statusCode).toBe(201);
    const before = await secondFactorAt(mine.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    const options = await call("POST", "passkeys/proof/options", headers);
    const proof = await call("POST", "passkeys/proof", withCookie(headers, challengeCookie(options)), {
      response: passkey.assertion(ceremony(options)),
    });
    expect(proof.statusCode).toBe(204);
    expect(Date.parse((await secondFactorAt(mine.email)) ?? "")).toBeGreaterThan(Date.parse(before ?? ""));
    expect(await auditDetails(ctx.app.db, mine.email, "auth.second_factor_passed")).toEqual([{ factor: "passkey" }]);
  });

  it("refuses a forged answer: the second factor stays as old as it was, and the failure is audited", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    await addPasskey(ctx.app.db, await staffId(mine.email), testCredential("forged-proof"), "Key");
    const before = await secondFactorAt(mine.email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    const options = await call("POST", "passkeys/proof/options", headers);
    const forged = await call("POST", "passkeys/proof", withCookie(headers, challengeCookie(options)), {
      response: fakeResponse("forged-proof"),
    });
    expect(forged.statusCode).toBe(401);
    expect(await secondFactorAt(mine.email)).toBe(before);
    const exported = await ctx.app.inject({
      method: "GET",
      url: "/api/v1/survey_responses/export.csv",
      headers,
    });
    expect(exported.json().code).toBe("reauth_required");
    const audit = await ctx.app.db.selectFrom("auditLog").select("action").where("actor", "=", mine.email).execute();
    expect(audit.map((row) => row.action)).toContain("auth.second_factor_failed");
  });
});
