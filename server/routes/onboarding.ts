import type { FastifyInstance } from "fastify";
import {
  onboardingParamsSchema,
  onboardingRequestSchema,
  onboardingResponseSchema,
  onboardingSummarySchema,
} from "../../contract/onboarding.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { withZod } from "../plugins/zod-schemas.js";
import { onboardingSecret } from "../services/invites/onboarding-code.js";
import { createAccount, onboardingSummary } from "../services/onboarding/onboarding.js";

/** Per address, both routes together: plenty for a person fixing a typo, too few to guess a code. */
const onboardingLimit = rateLimitHook({
  name: "onboarding",
  max: 20,
  windowMs: 60_000,
  detail: (wait) => `Too many attempts from your network. Please try again in ${wait}.`,
});

/** Public: an invitee follows the e-mailed link and signs up. The link's sealed code is the credential. */
export async function onboardingRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const secret = onboardingSecret(app.config);

  app.get(
    "/onboarding/:inviteId",
    {
      onRequest: onboardingLimit,
      schema: { params: onboardingParamsSchema, response: { 200: onboardingSummarySchema } },
    },
    async (request) => onboardingSummary(app.db, secret, request.params.inviteId),
  );

  app.post(
    "/onboarding",
    {
      onRequest: onboardingLimit,
      schema: { body: onboardingRequestSchema, response: { 201: onboardingResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createAccount(app.db, secret, request.body)),
  );
}
