import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  LOGIN_FAILED_DETAIL,
  loginRequestSchema,
  sessionResponseSchema,
  sessionStateSchema,
} from "../../contract/auth.js";
import type { SecondFactorState } from "../../contract/second-factor.js";
import { clientAddressKey } from "../lib/client-address.js";
import { HttpError } from "../lib/http-error.js";
import { decoyPasswordHash, verifyPassword } from "../lib/password.js";
import { createWorkQueue } from "../lib/work-queue.js";
import { readableWait, tooManyRequests } from "../plugins/rate-limit.js";
import {
  assertSameOrigin,
  currentSession,
  SESSION_COOKIE,
  SIGN_IN_DETAIL,
  startSession,
} from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { attemptFingerprint, recordAudit } from "../services/audit/audit-log.js";
import type { Hit } from "../services/rate-limit/hit-windows.js";
import { hasSecondFactor } from "../services/second-factor/factors.js";
import { FRESH_PROOF_MS } from "../services/second-factor/fresh-proof.js";
import { endSession, type ResolvedSession } from "../services/sessions.js";
import { findStaffByEmail } from "../services/staff.js";

/**
 * Sign-in throttle (docs/history.md, 070): attempts are counted before the password is
 * hashed, per account and address together (an attacker elsewhere cannot lock a member of staff out) and
 * per address (one address cannot sweep many accounts). A successful sign-in gives its attempt back.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LIMITS = { perAccountAndAddress: 5, perAddress: 20 };
/** Each hash takes ~1 s and 128 MB: two at a time, a few more may wait briefly, the rest are told to retry. */
export const HASHING = { concurrency: 2, maxWaiting: 8, maxWaitMs: 3_000 };

/** Where the session stands on the way in: past the second factor, asked for a code, or asked to enrol. */
async function secondFactorState(app: FastifyInstance, session: ResolvedSession): Promise<SecondFactorState> {
  if (session.secondFactorAt || app.config.staffSecondFactor === "optional") return "passed";
  return (await hasSecondFactor(app.db, session.staff.id)) ? "verify" : "enrol";
}

/** Same-origin first: a cross-site caller learns nothing, not even whether its body was valid. */
const sameOrigin = { onRequest: async (request: FastifyRequest) => assertSameOrigin(request) };

export async function authRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const clearCookie = (reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, { path: "/" });
  const hashing = createWorkQueue({
    ...HASHING,
    busy: () =>
      new HttpError(503, "Sign-in is busy just now. Please try again in a few seconds.", [], { "retry-after": "5" }),
  });

  const login = { body: loginRequestSchema, response: { 200: sessionResponseSchema } };
  app.post("/auth/login", { ...sameOrigin, schema: login }, async (request, reply) => {
    const { email, password } = request.body;
    const client = clientAddressKey(request.ip);
    const addressKey = `sign-in-address:${client}`;
    const pairKey = `sign-in:${email}|${client}`;
    const refuse = ({ resetAt }: Hit) =>
      tooManyRequests(`Too many sign-in attempts. Try again in ${readableWait(resetAt - Date.now())}.`, resetAt);
    // Reserved before the slow hash, so parallel guesses cannot all get in before the first one fails. The
    // address first: a refused address adds no key per guessed account.
    const address = await app.hitWindows.hit(addressKey, SIGN_IN_WINDOW_MS);
    if (address.count > SIGN_IN_LIMITS.perAddress) refuse(address);
    const pair = await app.hitWindows.hit(pairKey, SIGN_IN_WINDOW_MS);
    if (pair.count > SIGN_IN_LIMITS.perAccountAndAddress) refuse(pair);

    const staff = await findStaffByEmail(app.db, email);
    const valid = await hashing.run(async () =>
      verifyPassword(password, staff?.passwordHash ?? (await decoyPasswordHash(app.config.passwordCost))),
    );
    if (!staff || !valid) {
      await recordAudit(app.db, {
        action: "auth.sign_in_failed",
        actorId: staff?.id ?? null,
        actor: staff?.email ?? "unknown",
        ip: request.ip,
        details: staff ? {} : { attempt: attemptFingerprint(email) },
      });
      throw new HttpError(401, LOGIN_FAILED_DETAIL);
    }
    // A success forgets this pair's attempts and gives back its place in the address's allowance.
    await Promise.all([app.hitWindows.reset(pairKey), app.hitWindows.release(addressKey)]);
    await startSession(request, reply, staff, "password");
    return { staff: { id: staff.id, email: staff.email, role: staff.role } };
  });

  app.post("/auth/logout", { ...sameOrigin, schema: { response: { 204: z.null() } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      const staff = (await currentSession(request))?.staff;
      await endSession(app.db, token);
      if (staff)
        await recordAudit(app.db, { action: "auth.sign_out", actorId: staff.id, actor: staff.email, ip: request.ip });
    }
    clearCookie(reply);
    return reply.code(204).send(null);
  });

  // The admin pages ask this one: a signed-out visitor is a normal state there, not a failed request.
  app.get("/auth/session", { schema: { response: { 200: sessionStateSchema } } }, async (request, reply) => {
    const session = await currentSession(request);
    if (!session) {
      if (request.cookies[SESSION_COOKIE]) clearCookie(reply);
      return { staff: null, secondFactor: null, freshUntil: null };
    }
    const passedAt = session.secondFactorAt ? Date.parse(session.secondFactorAt) : 0;
    return {
      staff: session.staff,
      secondFactor: await secondFactorState(app, session),
      freshUntil: passedAt + FRESH_PROOF_MS > Date.now() ? new Date(passedAt + FRESH_PROOF_MS).toISOString() : null,
    };
  });

  app.get("/auth/me", { schema: { response: { 200: sessionResponseSchema } } }, async (request, reply) => {
    const staff = (await currentSession(request))?.staff;
    if (!staff) {
      clearCookie(reply);
      throw new HttpError(401, SIGN_IN_DETAIL);
    }
    return { staff };
  });
}
