import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { passwordChangeSchema, recoveryCodesSchema, WRONG_PASSWORD_DETAIL } from "../../contract/auth.js";
import { HttpError } from "../lib/http-error.js";
import { hashPassword, verifyPassword } from "../lib/password.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { requireFreshSecondFactor } from "../services/second-factor/fresh-proof.js";
import { issueRecoveryCodes } from "../services/second-factor/recovery-codes.js";
import { endSessionsOf } from "../services/session-list.js";
import { checkPasswordStrength, StaffError } from "../services/staff.js";

/** Every role looks after its own account: that protects it, it changes no data. */
const OWN = { role: "viewer" } as const;

/**
 * The Security page's writes on the signed-in account (registered in the staff scope): a new password and
 * new recovery codes, each after a second factor of the last 10 minutes.
 */
export async function ownAccountRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  const password = { body: passwordChangeSchema, response: { 204: z.null() } };
  app.post("/auth/password", { schema: password, config: OWN }, async (request, reply) => {
    const { staff, sessionId } = signedIn(request);
    const { id: staffId, email } = staff;
    requireFreshSecondFactor(request);
    const { currentPassword, newPassword } = request.body;
    const row = await app.db.selectFrom("staff").select("passwordHash").where("id", "=", staffId).executeTakeFirst();
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw new HttpError(400, WRONG_PASSWORD_DETAIL, [{ field: "currentPassword", message: WRONG_PASSWORD_DETAIL }]);
    }
    try {
      await checkPasswordStrength(newPassword, email);
    } catch (error) {
      if (!(error instanceof StaffError)) throw error;
      throw new HttpError(400, error.message, [{ field: "newPassword", message: error.message }]);
    }
    const passwordHash = await hashPassword(newPassword, app.config.passwordCost);
    // The new password and the end of every other session commit together: a session opened with the old
    // password never outlives it.
    const ended = await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff")
        .set({ passwordHash, updatedAt: new Date().toISOString() })
        .where("id", "=", staffId)
        .execute();
      return endSessionsOf(trx, staffId, sessionId);
    });
    await auditRequest(request, "auth.password_changed", { target: staffId, details: { sessionsEnded: ended } });
    return reply.code(204).send(null);
  });

  const codes = { response: { 200: recoveryCodesSchema } };
  app.post("/auth/recovery-codes", { schema: codes, config: OWN }, async (request) => {
    const staffId = signedIn(request).staff.id;
    requireFreshSecondFactor(request);
    const fresh = await issueRecoveryCodes(app.db, staffId);
    await auditRequest(request, "auth.recovery_codes_renewed", { target: staffId });
    return { codes: fresh };
  });
}
