import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSKEY_CHALLENGE_DETAIL } from "../../contract/passkeys.js";
import { addPasskey } from "../services/second-factor/passkeys.js";
import { issueChallenge } from "../services/second-factor/webauthn-challenges.js";
import {
  challengeCookie,
  fakeResponse,
  passkeyTestApp,
  testCredential,
  withCookie,
} from "../test-support/passkey-requests.js";
import { softwarePasskey } from "../test-support/software-passkey.js";
import { signInAsStaff, signInWithPassword } from "../test-support/staff-session.js";
import { WEBAUTHN_COOKIE } from "./passkeys.js";

const ctx = passkeyTestApp("passkeys");
const { call, account, staffId, other: TEST_OTHER } = ctx;

describe("adding passkeys", () => {
  it("needs a signed-in session that has passed its second factor", async () => {
    for (const [method, url] of [
      ["GET", "passkeys"],
      ["POST", "passkeys/options"],
      ["DELETE", "passkeys/abc"],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
    }
    const passwordOnly = await signInWithPassword(ctx.app, account());
    const refused = await call("POST", "passkeys/options", passwordOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("second_factor_required");
  });

  it("offers options for this site's name and refuses an answer without a live challenge of its own", async () => {
    const headers = await signInAsStaff(ctx.app, account());
    const options = await call("POST", "passkeys/options", headers);
    expect(options.statusCode).toBe(200);
    expect(options.json().rp).toEqual({ id: new URL(ctx.app.config.publicUrl).hostname, name: "Stashd" });

    const body = { response: fakeResponse("new") };
    expect((await call("POST", "passkeys", headers, body)).json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
    // Single use: the first answer spends it, whatever the answer was.
    const withChallenge = withCookie(headers, challengeCookie(options));
    expect((await call("POST", "passkeys", withChallenge, body)).statusCode).toBe(400);
    const again = await call("POST", "passkeys", withChallenge, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(PASSKEY_CHALLENGE_DETAIL);
  });

  it("refuses a challenge issued to another account or past its few minutes", async () => {
    const email = account().email;
    const headers = await signInAsStaff(ctx.app, { email, password: "correct horse battery staple" });
    const other = await issueChallenge(ctx.app.db, "c2lnbg", await staffId(TEST_OTHER));
    const stale = await issueChallenge(ctx.app.db, "c2lnbg", await staffId(email), new Date(Date.now() - 6 * 60_000));
    for (const token of [other, stale]) {
      const answer = await call("POST", "passkeys", withCookie(headers, `${WEBAUTHN_COOKIE}=${token}`), {
        response: fakeResponse("new"),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: PASSKEY_CHALLENGE_DETAIL, errors: [] });
    }
  });
});

describe("a credential id another account holds", () => {
  it("answers 409 and keeps the other account's passkey as it was", async () => {
    const headers = await signInAsStaff(ctx.app, account());
    const register = (credentialId: string) => ctx.register(headers, softwarePasskey(credentialId));
    expect((await register("b3duLWtleQ")).statusCode).toBe(201);
    await addPasskey(ctx.app.db, await staffId(TEST_OTHER), testCredential("dGhlaXJzLWtleQ"), "Their phone");
    const clash = await register("dGhlaXJzLWtleQ");
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ detail: expect.stringMatching(/already/), errors: [] });
    const theirs = await ctx.app.db
      .selectFrom("staffPasskeys")
      .select(["staffId", "label"])
      .where("id", "=", "dGhlaXJzLWtleQ")
      .execute();
    expect(theirs).toEqual([{ staffId: await staffId(TEST_OTHER), label: "Their phone" }]);
  });
});

describe("the account's passkeys", () => {
  it("lists and removes its own, audited, and never another account's", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    await addPasskey(ctx.app.db, await staffId(mine.email), testCredential("mine-1"), "Laptop");
    await addPasskey(ctx.app.db, await staffId(TEST_OTHER), testCredential("theirs-1"), "Their phone");

    const list = await call("GET", "passkeys", headers);
    expect(list.json().passkeys).toEqual([
      { id: "mine-1", label: "Laptop", createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect((await call("DELETE", "passkeys/theirs-1", headers)).statusCode).toBe(404);
    const theirs = await ctx.app.db.selectFrom("staffPasskeys").select("id").where("id", "=", "theirs-1").execute();
    expect(theirs).toHaveLength(1);

    expect((await call("DELETE", "passkeys/mine-1", headers)).statusCode).toBe(204);
    expect((await call("GET", "passkeys", headers)).json().passkeys).toEqual([]);
    const audit = await ctx.app.db.selectFrom("auditLog").select("action").where("actor", "=", mine.email).execute();
    expect(audit.map((row) => row.action)).toContain("auth.passkey_removed");
  });
});

describe("a passkey is a sign-in of its own", () => {
  afterEach(() => vi.useRealTimers());

  it("is added or removed only within 10 minutes of a second factor", async () => {
    const mine = account();
    const headers = await signInAsStaff(ctx.app, mine);
    await addPasskey(ctx.app.db, await staffId(mine.email), testCredential("kept-1"), "Desk");
    // Only Date moves on, so the server's own timers run as ever.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 11 * 60_000 });
    for (const [method, url] of [
      ["POST", "passkeys/options"],
      ["DELETE", "passkeys/kept-1"],
    ] as const) {
      const refused = await call(method, url, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("reauth_required");
    }
    const kept = await ctx.app.db.selectFrom("staffPasskeys").select("id").where("id", "=", "kept-1").execute();
    expect(kept).toHaveLength(1);
  });
});

describe("the OpenAPI document", () => {
  it("lists the passkey routes with their bodies", async () => {
    const headers = await signInAsStaff(ctx.app, account());
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs", headers })).json();
    expect(Object.keys(doc.paths["/api/v1/auth/passkeys"]).sort()).toEqual(["get", "post"]);
    expect(doc.paths["/api/v1/auth/passkeys/{id}"].delete).toBeDefined();
    expect(doc.paths["/api/v1/auth/passkey/options"].post).toBeDefined();
    expect(
      doc.paths["/api/v1/auth/passkey/sign-in"].post.requestBody.content["application/json"].schema.required,
    ).toEqual(["response"]);
  });
});
