import type { FastifyInstance, FastifyReply } from "fastify";
import { LOGIN_FAILED_DETAIL, loginRequestSchema } from "../../contract/auth.js";
import { FailureThrottle } from "../lib/failure-throttle.js";
import { HttpError, parseOrThrow } from "../lib/http-error.js";
import { decoyPasswordHash, verifyPassword } from "../lib/password.js";
import { assertSameOrigin, currentStaff, SESSION_COOKIE, sessionPolicy } from "../plugins/staff-guard.js";
import { attemptFingerprint, recordAudit } from "../services/audit/audit-log.js";
import { createSession, endSession } from "../services/sessions.js";
import { findStaffByEmail } from "../services/staff.js";

const WINDOW_MS = 15 * 60_000;

function tooMany(retryAfterMs: number): never {
  const seconds = Math.ceil(retryAfterMs / 1000);
  throw new HttpError(429, `Too many sign-in attempts. Try again in ${Math.ceil(seconds / 60)} minute(s).`, [], {
    "retry-after": String(seconds),
  });
}

export async function authRoutes(app: FastifyInstance) {
  const byAccount = new FailureThrottle(5, WINDOW_MS);
  const byIp = new FailureThrottle(20, WINDOW_MS);
  const secure = app.config.publicUrl.startsWith("https://");
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: "/" });

  app.post("/auth/login", async (request, reply) => {
    assertSameOrigin(request);
    const { email, password } = parseOrThrow(loginRequestSchema, request.body);
    const wait = Math.max(byAccount.retryAfterMs(email), byIp.retryAfterMs(request.ip));
    if (wait > 0) tooMany(wait);

    const staff = await findStaffByEmail(app.db, email);
    const valid = await verifyPassword(password, staff?.passwordHash ?? (await decoyPasswordHash()));
    if (!staff || !valid) {
      byAccount.recordFailure(email);
      byIp.recordFailure(request.ip);
      await recordAudit(app.db, {
        action: "auth.sign_in_failed",
        actorId: staff?.id ?? null,
        actor: staff?.email ?? "unknown",
        ip: request.ip,
        details: staff ? {} : { attempt: attemptFingerprint(email) },
      });
      throw new HttpError(401, LOGIN_FAILED_DETAIL);
    }
    byAccount.reset(email);

    // A new token at every sign-in: a session id planted before sign-in is never promoted.
    const oldToken = request.cookies[SESSION_COOKIE];
    if (oldToken) await endSession(app.db, oldToken);
    const { token, expiresAt } = await createSession(app.db, staff.id, sessionPolicy(app.config));
    reply.setCookie(SESSION_COOKIE, token, { path: "/", httpOnly: true, sameSite: "lax", secure, expires: expiresAt });
    await recordAudit(app.db, { action: "auth.sign_in", actorId: staff.id, actor: staff.email, ip: request.ip });
    return { staff: { id: staff.id, email: staff.email } };
  });

  app.post("/auth/logout", async (request, reply) => {
    assertSameOrigin(request);
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const staff = await currentStaff(request);
      await endSession(app.db, token);
      if (staff)
        await recordAudit(app.db, { action: "auth.sign_out", actorId: staff.id, actor: staff.email, ip: request.ip });
    }
    clearCookie(reply);
    return reply.code(204).send();
  });

  app.get("/auth/me", async (request, reply) => {
    const staff = await currentStaff(request);
    if (!staff) {
      clearCookie(reply);
      throw new HttpError(401, "Please sign in to continue.");
    }
    return { staff };
  });
}
