import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  LOGIN_FAILED_DETAIL,
  loginRequestSchema,
  sessionResponseSchema,
  sessionStateSchema,
} from "../../contract/auth.js";
import { FailureThrottle } from "../lib/failure-throttle.js";
import { HttpError } from "../lib/http-error.js";
import { decoyPasswordHash, verifyPassword } from "../lib/password.js";
import { assertSameOrigin, currentStaff, SESSION_COOKIE, sessionPolicy } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { createSession, endSession } from "../services/sessions.js";
import { findStaffByEmail } from "../services/staff.js";

const WINDOW_MS = 15 * 60_000;

function tooMany(retryAfterMs: number): never {
  const seconds = Math.ceil(retryAfterMs / 1000);
  throw new HttpError(429, `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, [], {
    "retry-after": String(seconds),
  });
}

/** Same-origin first: a cross-site caller learns nothing, not even whether its body was valid. */
const sameOrigin = { onRequest: async (request: FastifyRequest) => assertSameOrigin(request) };

export async function authRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const byAccount = new FailureThrottle(5, WINDOW_MS);
  const byIp = new FailureThrottle(20, WINDOW_MS);
  const secure = app.config.publicUrl.startsWith("https://");
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: "/" });

  const login = { body: loginRequestSchema, response: { 200: sessionResponseSchema } };
  app.post("/auth/login", { ...sameOrigin, schema: login }, async (request, reply) => {
    const { email, password } = request.body;
    const wait = Math.max(byAccount.retryAfterMs(email), byIp.retryAfterMs(request.ip));
    if (wait > 0) tooMany(wait);

    const staff = await findStaffByEmail(app.db, email);
    const valid = await verifyPassword(password, staff?.passwordHash ?? (await decoyPasswordHash()));
    if (!staff || !valid) {
      byAccount.recordFailure(email);
      byIp.recordFailure(request.ip);
      throw new HttpError(401, LOGIN_FAILED_DETAIL);
    }
    byAccount.reset(email);

    // A new token at every sign-in: a session id planted before sign-in is never promoted.
    const oldToken = request.cookies[SESSION_COOKIE];
    if (oldToken) await endSession(app.db, oldToken);
    const { token, expiresAt } = await createSession(app.db, staff.id, sessionPolicy(app.config));
    reply.setCookie(SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure, expires: expiresAt });
    return { staff: { id: staff.id, email: staff.email } };
  });

  app.post("/auth/logout", { ...sameOrigin, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await endSession(app.db, token);
    clearCookie(reply);
    return reply.code(204).send(null);
  });

  // The admin pages ask this one: a signed-out visitor is a normal state there, not a failed request.
  app.get("/auth/session", { schema: { response: { 200: sessionStateSchema } } }, async (request, reply) => {
    const staff = await currentStaff(request);
    if (!staff && request.cookies[SESSION_COOKIE]) clearCookie(reply);
    return { staff: staff ?? null };
  });

  app.get("/auth/me", { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    const staff = await currentStaff(request);
    if (!staff) {
      clearCookie(reply);
      throw new HttpError(401, "Please sign in to continue.");
    }
    return { staff };
  });
}
