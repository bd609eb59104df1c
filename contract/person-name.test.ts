import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "./errors";
import { createInviteRequestSchema } from "./invites";
import { meUpdateSchema } from "./me";
import { onboardingRequestSchema } from "./onboarding";
import { surveyResponseSchema } from "./waitlist";

/** Every schema a person's name goes through, browser and server alike, with the rest of a valid input. */
const schemas = {
  "sign-up": (name: string) =>
    surveyResponseSchema(["Bangalore"]).safeParse({
      name,
      email: "asha@example.in",
      phone: "98765 43210",
      homeCity: "Bangalore",
    }),
  invite: (name: string) => createInviteRequestSchema.safeParse({ email: "asha@example.in", name }),
  onboarding: (name: string) =>
    onboardingRequestSchema.safeParse({ invite: "abc", name, phone: "98765 43210", acceptTerms: true }),
  "personal page": (name: string) =>
    meUpdateSchema(["Bangalore"]).safeParse({ name, phone: "98765 43210", homeCity: "Bangalore" }),
};

describe("a person's name", () => {
  it.each(Object.entries(schemas))("is refused by the %s schema when it reads as instructions", (_, parse) => {
    const locked = parse("Your account is locked call +91 99999 99999");
    expect(locked.success).toBe(false);
    expect(fieldErrorsFromZod(locked.error as never)).toContainEqual({
      field: "name",
      message: "Name cannot contain a phone or other number of five or more digits.",
    });
    const address = parse("x@evil.example");
    expect(fieldErrorsFromZod(address.error as never)).toContainEqual({
      field: "name",
      message: "Name cannot contain @: enter a name, not an e-mail address.",
    });
  });

  it.each(Object.entries(schemas))("is accepted by the %s schema when it is a name", (_, parse) => {
    for (const name of ["Asha Rao", "Rao 2nd", "अनन्या", "Louis 1234 XIV"]) expect(parse(name).success, name).toBe(true);
  });
});
