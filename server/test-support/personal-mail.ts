import type { FastifyInstance } from "fastify";
import { expect } from "vitest";

/** The outbox messages to an address, oldest first (without SMTP_URL the outbox is the mail server). */
export function mailsTo(app: FastifyInstance, email: string) {
  return app.db
    .selectFrom("mailOutbox")
    .selectAll()
    .where("toAddress", "=", email)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

/**
 * Sends every personal-link e-mail due now (they go out after the answer) and checks that the address has
 * exactly `count` messages; returns them, oldest first.
 */
export async function waitForMails(app: FastifyInstance, email: string, count = 1) {
  await app.personalMail.drain();
  const mails = await mailsTo(app, email);
  expect(mails).toHaveLength(count);
  return mails;
}

/** The personal-page token in a message's plain-text part, as the person would click it. */
export function tokenIn(textBody: string): string {
  const token = /\/me\?token=([\w-]+)/.exec(textBody)?.[1];
  if (!token) throw new Error("the e-mail carries no personal link");
  return token;
}

export const signUpPayload = (email: string, extra: Record<string, unknown> = {}) => ({
  name: "Asha Rao",
  email,
  phone: "98765 43210",
  company: "Rao Consulting",
  tripsPerMonth: "2-3",
  homeCity: "Bangalore",
  ageConfirmed: true,
  preferredCities: ["Mumbai"],
  ...extra,
});

/** Joins through the public API and returns the token from the e-mail that follows. */
export async function joinAndGetToken(app: FastifyInstance, email: string, extra: Record<string, unknown> = {}) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/survey_responses",
    payload: signUpPayload(email, extra),
  });
  expect(response.statusCode).toBe(201);
  const [mail] = await waitForMails(app, email);
  return tokenIn(mail?.textBody ?? "");
}
