import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  endedSessionsSchema,
  sessionListSchema,
  sessionParamsSchema,
  staffIdParamsSchema,
  staffSessionParamsSchema,
} from "../../contract/staff.js";
import { HttpError } from "../lib/http-error.js";
import { sessionPolicy, signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { endSessionById, endSessionsOf, listSessions } from "../services/session-list.js";

const NO_SESSION = "No open session has this id: it may have ended already.";

/** Every role may see and end its own sessions: that protects the account, it changes no data. */
const OWN = { role: "viewer" } as const;
const ANY_ACCOUNT = { role: "owner" } as const;

async function staffEmail(app: FastifyInstance, id: string) {
  const row = await app.db.selectFrom("staff").select("email").where("id", "=", id).executeTakeFirst();
  if (!row) throw new HttpError(404, "No staff account has this id.");
  return row.email;
}

/** A signed-in account's own sessions, and an owner's view of anyone's. Registered in the staff scope. */
export async function sessionRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const policy = sessionPolicy(app.config);
  const ended = (request: FastifyRequest, target: string, count: number, details: Record<string, unknown> = {}) =>
    count > 0 ? auditRequest(request, "session.ended", { target, details: { count, ...details } }) : undefined;

  const list = { response: { 200: sessionListSchema } };
  app.get("/auth/sessions", { schema: list }, async (request) => {
    const { staff, sessionId } = signedIn(request);
    return { sessions: await listSessions(app.db, staff.id, sessionId, policy) };
  });

  const endOne = { params: sessionParamsSchema, response: { 204: z.null() } };
  app.delete("/auth/sessions/:id", { schema: endOne, config: OWN }, async (request, reply) => {
    const { staff } = signedIn(request);
    if (!(await endSessionById(app.db, staff.id, request.params.id))) throw new HttpError(404, NO_SESSION);
    await ended(request, staff.email, 1);
    return reply.code(204).send(null);
  });

  const endOthers = {
    description:
      "Sign out everywhere else: ends every session of the signed-in account except the one making this request.",
    response: { 200: endedSessionsSchema },
  };
  app.post("/auth/sessions/end-others", { schema: endOthers, config: OWN }, async (request) => {
    const { staff, sessionId } = signedIn(request);
    const count = await endSessionsOf(app.db, staff.id, sessionId);
    await ended(request, staff.email, count, { others: true });
    return { ended: count };
  });

  const accountList = { params: staffIdParamsSchema, response: { 200: sessionListSchema } };
  app.get("/staff/:id/sessions", { schema: accountList, config: ANY_ACCOUNT }, async (request) => {
    await staffEmail(app, request.params.id);
    return { sessions: await listSessions(app.db, request.params.id, signedIn(request).sessionId, policy) };
  });

  const accountOne = { params: staffSessionParamsSchema, response: { 204: z.null() } };
  app.delete("/staff/:id/sessions/:sessionId", { schema: accountOne, config: ANY_ACCOUNT }, async (request, reply) => {
    const email = await staffEmail(app, request.params.id);
    if (!(await endSessionById(app.db, request.params.id, request.params.sessionId)))
      throw new HttpError(404, NO_SESSION);
    await ended(request, email, 1);
    return reply.code(204).send(null);
  });

  const accountAll = {
    description:
      "Ends every session of the account (an owner's; the caller's own current session too, if it is theirs).",
    params: staffIdParamsSchema,
    response: { 200: endedSessionsSchema },
  };
  app.post("/staff/:id/sessions/end-all", { schema: accountAll, config: ANY_ACCOUNT }, async (request) => {
    const email = await staffEmail(app, request.params.id);
    const count = await endSessionsOf(app.db, request.params.id, null);
    await ended(request, email, count);
    return { ended: count };
  });
}
