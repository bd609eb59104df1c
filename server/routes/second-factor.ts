import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  secondFactorCodeSchema,
  totpEnableResponseSchema,
  totpSetupResponseSchema,
} from "../../contract/second-factor.js";
import { HttpError } from "../lib/http-error.js";
import { readableWait, tooManyRequests } from "../plugins/rate-limit.js";
import { requireSession, signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { markSecondFactorPassed } from "../services/second-factor/factors.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";
import { issueRecoveryCodes, spendRecoveryCode } from "../services/second-factor/recovery-codes.js";
import { sealingKey } from "../services/second-factor/secret-box.js";
import {
  beginTotpReplacement,
  beginTotpSetup,
  checkTotp,
  confirmTotpReplacement,
  enableTotp,
} from "../services/second-factor/totp.js";

/** Wrong codes per account, from any address, before it must wait (RFC 6238 guesses: 5 in 10^6 per window). */
export const SECOND_FACTOR_LIMIT = 5;
export const SECOND_FACTOR_WINDOW_MS = 15 * 60_000;
export const WRONG_CODE_DETAIL = "That code is not right. Check your authenticator app and try again.";

/**
 * The second-factor step after the password (docs/decisions/302). These routes need a signed-in session
 * but not a passed second factor, so they sit outside the staff scope with a guard of their own.
 */
export async function secondFactorRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const key = () => sealingKey(app.config);
  app.addHook("onRequest", async (request) => {
    await requireSession(request);
  });

  /**
   * Counted before the code is checked, per account whatever the address, so guesses spread over many
   * addresses or sent in parallel still stop at five. A right code gives its attempt back.
   */
  async function attempt(request: FastifyRequest, staffId: string, check: () => Promise<boolean>) {
    const counterKey = `second-factor:${staffId}`;
    const hit = await app.hitWindows.hit(counterKey, SECOND_FACTOR_WINDOW_MS);
    if (hit.count > SECOND_FACTOR_LIMIT) {
      // The log notes the lock once per window, not every refused guess.
      if (hit.count === SECOND_FACTOR_LIMIT + 1) {
        await auditRequest(request, "auth.second_factor_failed", { details: { attempts: hit.count, locked: true } });
      }
      tooManyRequests(`Too many wrong codes. Try again in ${readableWait(hit.resetAt - Date.now())}.`, hit.resetAt);
    }
    if (await check()) {
      await app.hitWindows.release(counterKey);
      return;
    }
    // The first wrong code of a window is logged; the lock above says how many followed.
    if (hit.count === 1) await auditRequest(request, "auth.second_factor_failed", { details: { attempts: 1 } });
    throw new HttpError(401, WRONG_CODE_DETAIL, [{ field: "code", message: WRONG_CODE_DETAIL }]);
  }

  app.post("/auth/totp/setup", { schema: { response: { 200: totpSetupResponseSchema } } }, async (request) => {
    const { staff } = signedIn(request);
    return beginTotpSetup(app.db, key(), staff);
  });

  const enable = { body: secondFactorCodeSchema, response: { 200: totpEnableResponseSchema } };
  app.post("/auth/totp/enable", { schema: enable }, async (request) => {
    const { staff, sessionId } = signedIn(request);
    await attempt(request, staff.id, () => enableTotp(app.db, key(), staff.id, request.body.code));
    const recoveryCodes = await issueRecoveryCodes(app.db, staff.id);
    await markSecondFactorPassed(app.db, sessionId);
    await auditRequest(request, "auth.second_factor_enrolled", { target: staff.id, details: { factor: "totp" } });
    return { recoveryCodes };
  });

  const verify = { body: secondFactorCodeSchema, response: { 204: z.null() } };
  app.post("/auth/totp/verify", { schema: verify }, async (request, reply) => {
    const { staff, sessionId } = signedIn(request);
    const { code } = request.body;
    let recovery: { remaining: number } | undefined;
    await attempt(request, staff.id, async () => {
      if (await checkTotp(app.db, key(), staff.id, code)) return true;
      recovery = /^\d{6}$/.test(code) ? undefined : await spendRecoveryCode(app.db, staff.id, code, new Date());
      return recovery !== undefined;
    });
    await markSecondFactorPassed(app.db, sessionId);
    if (recovery) {
      await auditRequest(request, "auth.recovery_code_used", { details: { remaining: recovery.remaining } });
    } else {
      await auditRequest(request, "auth.second_factor_passed", { details: { factor: "totp" } });
    }
    return reply.code(204).send(null);
  });

  // Replacing a working authenticator app (a new phone): fresh proof with the old one first, then a code
  // from the new one makes it the account's only app.
  app.post("/auth/totp/replace", { schema: { response: { 200: totpSetupResponseSchema } } }, async (request) => {
    const { staff } = signedIn(request);
    requireFreshSecondFactor(request);
    return beginTotpReplacement(app.db, key(), staff);
  });

  const replace = { body: secondFactorCodeSchema, response: { 204: z.null() } };
  app.post("/auth/totp/replace/confirm", { schema: replace }, async (request, reply) => {
    const { staff } = signedIn(request);
    requireFreshSecondFactor(request);
    await attempt(request, staff.id, () => confirmTotpReplacement(app.db, key(), staff.id, request.body.code));
    await auditRequest(request, "auth.second_factor_replaced", { target: staff.id, details: { factor: "totp" } });
    return reply.code(204).send(null);
  });
}
