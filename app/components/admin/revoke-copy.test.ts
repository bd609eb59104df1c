import { describe, expect, it } from "vitest";
import { revokeDescription } from "./revoke-copy";

describe("the revoke confirmation", () => {
  it("names the address and says automation never invites the person again", () => {
    const text = revokeDescription("asha@example.in");
    expect(text).toContain("asha@example.in");
    expect(text).toMatch(/Waves and backfill will never invite this person again/);
    expect(text).toMatch(/only an invite you send yourself/);
  });
});
