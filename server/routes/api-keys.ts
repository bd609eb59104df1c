import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema } from "../../contract/integrations.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { createApiKey, listApiKeys, revokeApiKey } from "../services/api-keys/api-keys.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";

const OWNER = { role: "owner" } as const;
const idParams = z.object({ id: z.string().min(1).max(64) });

/** API keys, owners only (docs/product.md, Integrations); a new key needs a fresh second factor. */
export async function apiKeyRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.addHook("preHandler", async (request) => {
    if (request.method !== "GET") requireFreshSecondFactor(request);
  });

  app.get("/admin/api-keys", { schema: { response: { 200: apiKeyListSchema } }, config: OWNER }, async () => ({
    items: await listApiKeys(app.db),
  }));

  const create = { body: apiKeyCreateSchema, response: { 201: apiKeyCreatedSchema } };
  app.post("/admin/api-keys", { schema: create, config: OWNER }, async (request, reply) => {
    const created = await createApiKey(app.db, request.body, signedIn(request).staff.email);
    await auditRequest(request, "api_key.created", { target: created.id, details: request.body });
    return reply.code(201).send(created);
  });

  app.delete("/admin/api-keys/:id", { schema: { params: idParams }, config: OWNER }, async (request, reply) => {
    const revoked = await revokeApiKey(app.db, request.params.id);
    if (!revoked) throw new HttpError(404, "No live API key has this id.");
    await auditRequest(request, "api_key.revoked", { target: request.params.id, details: { name: revoked.name } });
    return reply.code(204).send();
  });
}
