import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "../../contract/errors.js";
import { STAFF_SECURITY } from "../lib/openapi-document.js";
import { rejectMalformedText } from "../plugins/reject-malformed-text.js";
import { rejectNulCharacters } from "../plugins/reject-nul.js";
import { requireStaff } from "../plugins/staff-guard.js";
import { adminRoutes } from "./admin.js";
import { adminGrievanceRoutes } from "./admin-grievances.js";
import { apiKeyRoutes } from "./api-keys.js";
import { auditRoutes } from "./audit.js";
import { authRoutes } from "./auth.js";
import { breachRoutes } from "./breaches.js";
import { bulkInviteRoutes } from "./bulk-invites.js";
import { erasureRoutes } from "./erasure.js";
import { exportRoutes } from "./exports.js";
import { grievanceRoutes } from "./grievances.js";
import { healthRoutes } from "./health.js";
import { hubsRoutes } from "./hubs.js";
import { importRoutes } from "./imports.js";
import { meRoutes } from "./me.js";
import { onboardingRoutes } from "./onboarding.js";
import { overviewRoutes } from "./overview.js";
import { ownAccountRoutes } from "./own-account.js";
import { passkeyProofRoutes } from "./passkey-proof.js";
import { passkeySignInRoutes } from "./passkey-sign-in.js";
import { passkeyRoutes } from "./passkeys.js";
import { retentionRoutes } from "./retention.js";
import { secondFactorRoutes } from "./second-factor.js";
import { sessionRoutes } from "./sessions.js";
import { staffAccountRoutes } from "./staff.js";
import { trafficRoutes, visitRoutes } from "./traffic.js";
import { trendingRoutes } from "./trending.js";
import { unsubscribeRoutes } from "./unsubscribe.js";
import { waitlistRoutes } from "./waitlist.js";
import { webhookRoutes } from "./webhooks.js";
import { whatsappWebhookRoutes } from "./whatsapp-webhook.js";

/** The JSON 404 for any /api path no route matches (the app also routes `/api/*` here, ahead of the site). */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    detail: `No API route matches ${request.method} ${request.url.split("?")[0]}.`,
    errors: [],
  } satisfies ApiErrorBody);
}

/**
 * API answers are personal or change by the second: none may be stored by a browser or a shared cache
 * unless its route says otherwise (the city list does). New routes inherit this.
 */
async function noStoreByDefault(_request: FastifyRequest, reply: FastifyReply) {
  if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
}

/** Every /api/v1 route module, registered in one place so that none can be forgotten. */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook("preValidation", rejectMalformedText);
  app.addHook("preHandler", rejectNulCharacters);
  app.addHook("onSend", noStoreByDefault);

  // Public: anyone may call these. The sign-up and the personal page share the cities and the mail queue.
  const catalogue = app.cities;
  await app.register(healthRoutes);
  await app.register(waitlistRoutes, { catalogue });
  await app.register(meRoutes, { catalogue, mail: app.personalMail });
  await app.register(unsubscribeRoutes);
  await app.register(authRoutes);
  // Signed in with a password, before the second factor: a guard of its own.
  await app.register(secondFactorRoutes);
  // No session yet: a passkey is both factors.
  await app.register(passkeySignInRoutes);
  await app.register(onboardingRoutes);
  await app.register(visitRoutes);
  await app.register(whatsappWebhookRoutes);
  await app.register(grievanceRoutes);

  // Staff only: every route registered in this scope runs the session guard first, which also checks the
  // role the route needs (server/plugins/staff-guard.ts: reads for viewers, writes for admins unless declared).
  await app.register(async (staff) => {
    staff.addHook("onRequest", requireStaff);
    // The OpenAPI document names the credential these routes need.
    staff.addHook("onRoute", (route) => {
      route.schema = { ...route.schema, security: STAFF_SECURITY };
    });
    await staff.register(adminRoutes);
    await staff.register(passkeyRoutes);
    await staff.register(passkeyProofRoutes);
    await staff.register(trendingRoutes);
    await staff.register(overviewRoutes);
    await staff.register(trafficRoutes);
    await staff.register(exportRoutes);
    await staff.register(bulkInviteRoutes);
    await staff.register(erasureRoutes);
    await staff.register(auditRoutes);
    await staff.register(hubsRoutes, { catalogue });
    await staff.register(sessionRoutes);
    await staff.register(ownAccountRoutes);
    await staff.register(staffAccountRoutes);
    await staff.register(webhookRoutes);
    await staff.register(apiKeyRoutes);
    await staff.register(importRoutes);
    await staff.register(adminGrievanceRoutes);
    await staff.register(breachRoutes);
    await staff.register(retentionRoutes);
  });

  app.setNotFoundHandler(apiNotFound);
}
