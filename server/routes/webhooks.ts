import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveriesSchema,
  webhookListSchema,
} from "../../contract/integrations.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";
import { resolveEndpoint } from "../services/webhooks/endpoint-address.js";
import {
  addEndpoint,
  deliveryLog,
  findEndpoint,
  listEndpoints,
  queueTestEvent,
  removeEndpoint,
  resendDelivery,
} from "../services/webhooks/endpoints.js";

const OWNER = { role: "owner" } as const;
const idParams = z.object({ id: z.string().min(1).max(64) });
const NOT_FOUND = "No webhook endpoint has this id.";

/** Webhook endpoints, owners only (docs/product.md, Integrations); changes need a fresh second factor. */
export async function webhookRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.addHook("preHandler", async (request) => {
    if (request.method !== "GET") requireFreshSecondFactor(request);
  });

  app.get("/admin/webhooks", { schema: { response: { 200: webhookListSchema } }, config: OWNER }, async () => ({
    items: await listEndpoints(app.db),
  }));

  const create = { body: webhookCreateSchema, response: { 201: webhookCreatedSchema } };
  app.post("/admin/webhooks", { schema: create, config: OWNER }, async (request, reply) => {
    const { url, events } = request.body;
    // Checked when saved as well as at every delivery: a typo or an internal address is caught at once.
    const target = await resolveEndpoint(new URL(url), app.config.webhooksAllowPrivate);
    if ("refused" in target) {
      const message = `This address cannot receive webhooks: ${target.refused}.`;
      throw new HttpError(400, message, [{ field: "url", message }]);
    }
    const created = await addEndpoint(app.db, app.config, { url, events }, signedIn(request).staff.email);
    await auditRequest(request, "webhook.added", { target: created.id, details: { url, events } });
    return reply.code(201).send(created);
  });

  app.delete("/admin/webhooks/:id", { schema: { params: idParams }, config: OWNER }, async (request, reply) => {
    if (!(await removeEndpoint(app.db, request.params.id))) throw new HttpError(404, NOT_FOUND);
    await auditRequest(request, "webhook.removed", { target: request.params.id });
    return reply.code(204).send();
  });

  const log = { params: idParams, response: { 200: webhookDeliveriesSchema } };
  app.get("/admin/webhooks/:id/deliveries", { schema: log, config: OWNER }, async (request) => {
    if (!(await findEndpoint(app.db, request.params.id))) throw new HttpError(404, NOT_FOUND);
    return { items: await deliveryLog(app.db, request.params.id) };
  });

  const test = { params: idParams, response: { 202: z.object({ eventId: z.string() }) } };
  app.post("/admin/webhooks/:id/test", { schema: test, config: OWNER }, async (request, reply) => {
    if (!(await findEndpoint(app.db, request.params.id))) throw new HttpError(404, NOT_FOUND);
    const eventId = await queueTestEvent(app.db, request.params.id);
    app.webhooks.wake();
    return reply.code(202).send({ eventId });
  });

  const resend = { params: idParams.extend({ eventId: z.string().min(1).max(80) }) };
  app.post(
    "/admin/webhooks/:id/deliveries/:eventId/resend",
    { schema: resend, config: OWNER },
    async (request, reply) => {
      const { id, eventId } = request.params;
      if (!(await resendDelivery(app.db, id, eventId))) {
        throw new HttpError(404, "No delivered or failed event has this id at this endpoint.");
      }
      await auditRequest(request, "webhook.resent", { target: id, details: { eventId } });
      app.webhooks.wake();
      return reply.code(202).send();
    },
  );
}
