import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import {
  onboardingParamsSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  onboardingSummarySchema,
} from "../../contract/onboarding.js";
import { HttpError } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { completeSignup, onboardingSummary } from "../services/onboarding/onboarding.js";

/** Per IP: plenty for a person fixing a typo, too few to guess invite ids. */
const ONBOARDING_LIMIT = {
  max: 20,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new HttpError(429, `Too many attempts from your network. Please try again in ${context.after}.`),
};

/** Public: an invitee follows the e-mailed link and signs up. The invite id is the credential. */
export async function onboardingRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  await app.register(rateLimit, { global: false });

  app.get(
    "/onboarding/:inviteId",
    {
      config: { rateLimit: ONBOARDING_LIMIT },
      schema: { params: onboardingParamsSchema, response: { 200: onboardingSummarySchema } },
    },
    async (request) => onboardingSummary(app.db, request.params.inviteId),
  );

  app.post(
    "/onboarding",
    {
      config: { rateLimit: ONBOARDING_LIMIT },
      schema: { body: onboardingRequestSchema, response: { 201: onboardingResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await completeSignup(app.db, request.body)),
  );
}
