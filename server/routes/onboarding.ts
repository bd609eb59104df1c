import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { onboardingRequestSchema } from "../../contract/onboarding.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { completeSignup, onboardingSummary } from "../services/onboarding/onboarding.js";

/** Per IP: plenty for a person fixing a typo, too few to guess invite ids. */
const ONBOARDING_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new HttpError(429, `Too many attempts from your network. Please try again in ${context.after}.`),
};

/** Public: an invitee follows the e-mailed link and signs up. The invite id is the credential. */
export async function onboardingRoutes(app: FastifyInstance) {
  await app.register(rateLimit, { global: false });

  app.get<{ Params: { inviteId: string } }>(
    "/onboarding/:inviteId",
    { config: { rateLimit: ONBOARDING_LIMIT } },
    async (request) => onboardingSummary(app.db, request.params.inviteId),
  );

  app.post("/onboarding", { config: { rateLimit: ONBOARDING_LIMIT } }, async (request, reply) => {
    const input = parseOrThrow(onboardingRequestSchema, request.body);
    return reply.code(201).send(await completeSignup(app.db, input));
  });
}
