import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  staffAccountSchema,
  staffAddSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffRoleChangeSchema,
} from "../../contract/staff.js";
import { HttpError } from "../lib/http-error.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { resetSecondFactors } from "../services/second-factor/factors.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";
import { createStaff, listStaff, StaffError } from "../services/staff.js";
import { changeStaffRole, LastOwnerError, removeStaffAccount } from "../services/staff-roles.js";

const OWNER = { role: "owner" } as const;

/** The service's readable refusals, as the API answers them: which field, and 409 for a clash with what exists. */
function asHttpError(error: unknown): never {
  if (error instanceof LastOwnerError) throw new HttpError(409, error.message);
  if (!(error instanceof StaffError)) throw error;
  if (/already exists/.test(error.message))
    throw new HttpError(409, error.message, [{ field: "email", message: error.message }]);
  if (/^No (such )?staff account/.test(error.message)) throw new HttpError(404, error.message);
  const field = /password/i.test(error.message) || !/e-mail/.test(error.message) ? "password" : "email";
  throw new HttpError(400, error.message, [{ field, message: error.message }]);
}

/**
 * Staff management, for owners only, in one plugin scope of its own: every change here needs a second factor
 * passed in the last 10 minutes (docs/decisions/302), one hook for all of them.
 */
export async function staffAccountRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  app.addHook("preHandler", async (request) => {
    if (request.method !== "GET") requireFreshSecondFactor(request);
  });

  app.get("/staff", { schema: { response: { 200: staffListSchema } }, config: OWNER }, async () => ({
    staff: await listStaff(app.db),
  }));

  const add = { body: staffAddSchema, response: { 201: staffAccountSchema } };
  app.post("/staff", { schema: add, config: OWNER }, async (request, reply) => {
    const { email, password, role } = request.body;
    const created = await createStaff(app.db, email, password, app.config.passwordCost, role).catch(asHttpError);
    await auditRequest(request, "staff.added", { target: created.email, details: { role: created.role } });
    const { id, createdAt } = created;
    return reply.code(201).send({ id, email: created.email, role: created.role, createdAt });
  });

  const change = { params: staffIdParamsSchema, body: staffRoleChangeSchema, response: { 200: staffAccountSchema } };
  app.patch("/staff/:id", { schema: change, config: OWNER }, async (request) => {
    const { before, after } = await changeStaffRole(app.db, { id: request.params.id }, request.body.role).catch(
      asHttpError,
    );
    if (before.role !== after.role) {
      await auditRequest(request, "staff.role_changed", {
        target: before.email,
        details: { from: before.role, to: after.role },
      });
    }
    return after;
  });

  const remove = { params: staffIdParamsSchema, response: { 204: z.null() } };
  app.delete("/staff/:id", { schema: remove, config: OWNER }, async (request, reply) => {
    const { before } = await removeStaffAccount(app.db, { id: request.params.id }).catch(asHttpError);
    await auditRequest(request, "staff.removed", { target: before.email });
    return reply.code(204).send(null);
  });

  // A colleague lost their phone: their factors go and their sessions end; they enrol again at their next sign-in.
  const reset = { params: staffIdParamsSchema, response: { 204: z.null() } };
  app.post("/staff/:id/second-factor/reset", { schema: reset, config: OWNER }, async (request, reply) => {
    const account = (await listStaff(app.db)).find((member) => member.id === request.params.id);
    if (!account) throw new HttpError(404, "No staff account has this id.");
    await resetSecondFactors(app.db, account.id);
    await auditRequest(request, "auth.second_factor_reset", { target: account.email });
    return reply.code(204).send(null);
  });
}
