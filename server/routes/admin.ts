import type { FastifyInstance } from "fastify";
import { createInviteRequestSchema } from "../../contract/invites.js";
import { inviteQuerySchema, waitlistQuerySchema } from "../../contract/lists.js";
import { parseOrThrow } from "../lib/http-error.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { countPeople, type FunnelStep } from "../services/funnel/counting.js";
import { createInvite, inviteEntryId, resendInvite, revokeInvite } from "../services/invites/invites.js";
import { invitesPage } from "../services/lists/invites-page.js";
import { findWaitlistEntry, waitlistPage } from "../services/lists/waitlist-page.js";
import { createMailer } from "../services/mail/mailer.js";

/** Staff-only API of spec section 7 (registered inside the guarded scope of routes/index.ts). */
export async function adminRoutes(app: FastifyInstance) {
  const mailer = createMailer(app.config, app.db, app.log);
  app.addHook("onClose", async () => mailer.close());
  const deps = { db: app.db, log: app.log, config: app.config, mailer };

  // The dashboard's cards count people by the funnel's one rule, so they agree with /admin/trending.
  const dashboardStats: Record<string, FunnelStep> = { surveys: "waitlists", invites: "invites", signups: "signups" };
  for (const [name, step] of Object.entries(dashboardStats)) {
    app.get(`/admin/stats/${name}`, async () => ({ count: await countPeople(app.db, step) }));
  }

  app.get("/survey_responses", async (request) =>
    waitlistPage(app.db, app.dialect, parseOrThrow(waitlistQuerySchema, request.query)),
  );

  app.get<{ Params: { id: string } }>("/survey_responses/:id", async (request) =>
    findWaitlistEntry(app.db, request.params.id),
  );

  app.get("/invites/all", async (request) =>
    invitesPage(app.db, app.dialect, app.config.publicUrl, parseOrThrow(inviteQuerySchema, request.query)),
  );

  app.post("/invites", async (request, reply) => {
    const input = parseOrThrow(createInviteRequestSchema, request.body);
    const result = await createInvite(deps, input);
    // A manual invite is linked to the person's waitlist entry too (by address): the audit names that entry.
    await auditRequest(request, "invite.created", {
      target: await inviteEntryId(app.db, result.inviteId),
      details: { source: input.source, status: result.status, mailFailed: result.mailError !== null },
    });
    return reply.code(201).send(result);
  });

  // Invite ids are credentials (the onboarding link), so the audit names the waitlist entry instead.
  app.post<{ Params: { id: string } }>("/invites/:id/resend", async (request) => {
    const result = await resendInvite(deps, request.params.id);
    const target = await inviteEntryId(app.db, request.params.id);
    await auditRequest(request, "invite.resent", {
      target,
      details: { status: result.status, mailFailed: result.mailError !== null },
    });
    return result;
  });

  app.post<{ Params: { id: string } }>("/invites/:id/revoke", async (request) => {
    const result = await revokeInvite(deps, request.params.id);
    await auditRequest(request, "invite.revoked", { target: result.surveyResponseId });
    return result;
  });
}
