import type { FastifyInstance } from "fastify";
import { onboardingRequestSchema } from "../../contract/onboarding.js";
import { parseOrThrow } from "../lib/http-error.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { completeSignup, onboardingSummary } from "../services/onboarding/onboarding.js";

/** Per address, both routes together: plenty for a person fixing a typo, too few to guess invite ids. */
const onboardingLimit = rateLimitHook({
  name: "onboarding",
  max: 20,
  windowMs: 60_000,
  detail: (wait) => `Too many attempts from your network. Please try again in ${wait}.`,
});

/** Public: an invitee follows the e-mailed link and signs up. The invite id is the credential. */
export async function onboardingRoutes(app: FastifyInstance) {
  app.get<{ Params: { inviteId: string } }>("/onboarding/:inviteId", { onRequest: onboardingLimit }, async (request) =>
    onboardingSummary(app.db, request.params.inviteId),
  );

  app.post("/onboarding", { onRequest: onboardingLimit }, async (request, reply) => {
    const input = parseOrThrow(onboardingRequestSchema, request.body);
    return reply.code(201).send(await completeSignup(app.db, input));
  });
}
