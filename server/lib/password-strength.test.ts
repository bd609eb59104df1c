import { describe, expect, it } from "vitest";
import { weakPasswordReason } from "./password-strength.js";

describe("weakPasswordReason", () => {
  it("refuses common passwords, keyboard walks, words with digits and the account's own address", async () => {
    for (const weak of ["Password123!", "qwertyuiop123", "letmein12345", "iloveyou2024"]) {
      expect(await weakPasswordReason(weak), weak).toMatch(/too easy to guess/);
    }
    expect(await weakPasswordReason("meera@stashd.test1", ["meera@stashd.test"])).toMatch(/too easy to guess/);
  });

  it("accepts a few unrelated words", async () => {
    for (const strong of ["a long enough secret", "correct horse battery staple", "mango ladder quietly 42"]) {
      expect(await weakPasswordReason(strong), strong).toBeUndefined();
    }
  });
});
