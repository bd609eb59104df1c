import { describe, expect, it } from "vitest";
import { loginRequestSchema } from "./auth";
import { normaliseEmail } from "./email";
import { createInviteRequestSchema } from "./invites";
import { emailAddress } from "./waitlist";

describe("normaliseEmail", () => {
  it("trims and lower-cases, nothing more (dots and +tags are the person's own)", () => {
    expect(normaliseEmail("  Asha.Rao+Trip@Example.IN \n")).toBe("asha.rao+trip@example.in");
  });

  it("is what every schema that takes an address stores", () => {
    const typed = " Asha@Example.IN ";
    expect(emailAddress.parse(typed)).toBe(normaliseEmail(typed));
    expect(loginRequestSchema.parse({ email: typed, password: "x" }).email).toBe(normaliseEmail(typed));
    expect(createInviteRequestSchema.parse({ email: typed }).email).toBe(normaliseEmail(typed));
  });
});
