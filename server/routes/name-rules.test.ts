import { afterAll, beforeAll, expect, it } from "vitest";
import { joinAndGetToken, signUpPayload } from "../test-support/personal-mail.js";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";

/** Every route that takes a name applies the one rule (contract/text.ts), however the number or @ is written. */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ env: { WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" } });
  staff = await signInAsStaff(ctx.app);
  token = await joinAndGetToken(ctx.app, "names@example.in");
});
afterAll(async () => ctx.close());

const ROUTES = {
  "sign-up (JSON)": (name: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      payload: signUpPayload("n@example.in", { name }),
    }),
  "sign-up (no-JS form)": (name: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/survey_responses",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        name,
        email: "f@example.in",
        phone: "98765 43210",
        homeCity: "Bangalore",
      }).toString(),
    }),
  invite: (name: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/invites",
      headers: staff,
      payload: { email: "i@example.in", name },
    }),
  onboarding: (name: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/onboarding",
      payload: { invite: "abc", name, phone: "98765 43210", acceptTerms: true },
    }),
  "personal page": (name: string) =>
    ctx.app.inject({
      method: "PATCH",
      url: "/api/v1/me",
      headers: { authorization: `Bearer ${token}` },
      payload: { name, phone: "98765 43210", homeCity: "Bangalore" },
    }),
};

it.each(Object.entries(ROUTES))("%s refuses a number or @ written with separators or look-alikes", async (_, send) => {
  for (const name of ["Asha call +91 9845 012 345", "Asha ９８４５０１２３４５", "Asha ①②③④⑤", "asha＠evil.example"]) {
    const answer = await send(name);
    expect(answer.statusCode, name).toBe(400);
    expect(answer.body, name).toMatch(/Name cannot contain/);
  }
});
