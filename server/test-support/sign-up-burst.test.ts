import { describe, expect, it } from "vitest";
import { surveyResponseSchema } from "../../contract/waitlist.js";
import { burstSignUp } from "./sign-up-burst.js";

describe("burstSignUp", () => {
  // A slow machine's burst passed 10,000 before the kill, and "Crash Test 10000" is refused as a name.
  it.each([0, 25, 26, 10_000, 123_456, 9_999_999])("is a valid sign-up at n = %i", (n) => {
    expect(surveyResponseSchema(["Bangalore", "Mumbai", "Pune"]).safeParse(burstSignUp(n, "t")).success).toBe(true);
  });

  it("gives each n its own e-mail, phone and name", () => {
    const people = Array.from({ length: 2_000 }, (_, n) => burstSignUp(n, "t"));
    for (const key of ["email", "phone", "name"] as const) expect(new Set(people.map((p) => p[key])).size).toBe(2_000);
  });
});
