import type { FastifyInstance } from "fastify";
import { countResponseSchema, staffEntryDetailSchema, waitlistEntryParamsSchema } from "../../contract/admin.js";
import {
  createInviteRequestSchema,
  inviteIdParamsSchema,
  inviteSchema,
  inviteSendResponseSchema,
} from "../../contract/invites.js";
import { invitePageSchema, inviteQuerySchema, waitlistPageSchema, waitlistQuerySchema } from "../../contract/lists.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { countPeople, type FunnelStep } from "../services/funnel/funnel-steps.js";
import { auditedChoice } from "../services/invites/invite-risks.js";
import { createInvite, inviteEntryId, resendInvite, revokeInvite } from "../services/invites/invites.js";
import { onboardingLinks } from "../services/invites/onboarding-code.js";
import { invitesPage } from "../services/lists/invites-page.js";
import { findWaitlistEntry, waitlistPage } from "../services/lists/waitlist-page.js";

/** Staff-only API of docs/product.md, Staff admin (registered inside the guarded scope of routes/index.ts). */
export async function adminRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const deps = { db: app.db, log: app.log, config: app.config, inviteMail: app.inviteMail };

  // The dashboard's cards count people by the funnel's one rule, so they agree with /admin/trending.
  const dashboardStats: Record<string, FunnelStep> = { surveys: "waitlists", invites: "invites", signups: "signups" };
  for (const [name, step] of Object.entries(dashboardStats)) {
    app.get(`/admin/stats/${name}`, { schema: { response: { 200: countResponseSchema } } }, async () => ({
      count: await countPeople(app.reader, step),
    }));
  }

  const waitlist = { querystring: waitlistQuerySchema, response: { 200: waitlistPageSchema } };
  app.get("/survey_responses", { schema: waitlist }, async (request) => {
    // A search finds every entry that exists: the ones of the last second are indexed first (decision 261).
    if (request.query.q !== undefined) await app.signUps.indexed();
    return waitlistPage(app.reader, app.dialect, request.query);
  });

  const entry = { params: waitlistEntryParamsSchema, response: { 200: staffEntryDetailSchema } };
  app.get("/survey_responses/:id", { schema: entry }, async (request) => findWaitlistEntry(app.db, request.params.id));

  const invites = { querystring: inviteQuerySchema, response: { 200: invitePageSchema } };
  app.get("/invites/all", { schema: invites }, async (request) =>
    invitesPage(app.reader, app.dialect, onboardingLinks(app.config), request.query),
  );

  const create = { body: createInviteRequestSchema, response: { 201: inviteSendResponseSchema } };
  app.post("/invites", { schema: create }, async (request, reply) => {
    const result = await createInvite(deps, request.body);
    // A manual invite is linked to the person's waitlist entry too (by address): the audit names that entry.
    await auditRequest(request, "invite.created", {
      target: await inviteEntryId(app.db, result.inviteId),
      details: {
        source: request.body.source,
        status: result.status,
        mailFailed: result.mailError !== null,
        ...auditedChoice(request.body),
      },
    });
    return reply.code(201).send(result);
  });

  // Invite ids are credentials (the onboarding link), so the audit names the waitlist entry instead.
  const resend = { params: inviteIdParamsSchema, response: { 200: inviteSendResponseSchema } };
  app.post("/invites/:id/resend", { schema: resend }, async (request) => {
    const result = await resendInvite(deps, request.params.id);
    const target = await inviteEntryId(app.db, request.params.id);
    await auditRequest(request, "invite.resent", {
      target,
      details: { status: result.status, mailFailed: result.mailError !== null },
    });
    return result;
  });

  const revoke = { params: inviteIdParamsSchema, response: { 200: inviteSchema } };
  app.post("/invites/:id/revoke", { schema: revoke }, async (request) => {
    const result = await revokeInvite(deps, request.params.id);
    await auditRequest(request, "invite.revoked", { target: result.surveyResponseId });
    // The freed place goes to the next person now, where the city's hub backfills, not at the next run.
    app.jobs.backfillSoon();
    return result;
  });
}
