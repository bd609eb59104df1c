import type { FastifyInstance } from "fastify";
import { createTestApp } from "./test-app.js";
import { startWhatsappFake } from "./whatsapp-fake.mjs";

export type WhatsappFake = Awaited<ReturnType<typeof startWhatsappFake>>;

/** The env that points an app at the fake (what `npm run dev` sets too). */
export const whatsappEnv = (fake: WhatsappFake) => ({
  WHATSAPP_TOKEN: fake.token,
  WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
  WHATSAPP_APP_SECRET: fake.appSecret,
  WHATSAPP_VERIFY_TOKEN: "fake-verify-token",
  WHATSAPP_API_URL: fake.apiUrl,
});

/**
 * The real app listening on a loopback port, configured against the WhatsApp fake, which posts its
 * signed webhooks back to it. Retries wait 50 ms so tests see them happen.
 */
export async function createWhatsappTestApp() {
  const fake = await startWhatsappFake();
  const ctx = await createTestApp({
    env: { ...whatsappEnv(fake), WAITLIST_RATE_LIMIT_PER_MINUTE: "1000" },
    config: { mailRetryDelaysMs: [50, 50] },
  });
  const address = await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  fake.setWebhookUrl(`${address}/api/v1/whatsapp/webhook`);
  return {
    ...ctx,
    fake,
    close: async () => {
      await ctx.close();
      await fake.close();
    },
  };
}

/** Signs up through the public API; `extra` may set whatsappOptIn. */
export async function signUpVia(
  app: FastifyInstance,
  email: string,
  phone: string,
  extra: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/survey_responses",
    payload: {
      name: "Asha Rao",
      email,
      phone,
      homeCity: "Bangalore",
      preferredCities: [],
      ageConfirmed: true,
      whatsappOptIn: true,
      ...extra,
    },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Sends every WhatsApp message due now, then every e-mail (a fallback queues one). */
export async function deliverAll(app: FastifyInstance) {
  await app.whatsapp?.drain();
  await app.personalMail.drain();
}

export const messagesOf = (app: FastifyInstance, entryId: string) =>
  app.db
    .selectFrom("whatsappMessages")
    .selectAll()
    .where("surveyResponseId", "=", entryId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
