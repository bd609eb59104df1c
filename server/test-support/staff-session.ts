import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../plugins/staff-guard.js";
import { createStaff, findStaffByEmail } from "../services/staff.js";

export const TEST_STAFF = { email: "staff@stashd.test", password: "correct horse battery staple" };

/**
 * Signs in as a member of staff (creating the account on first use) and returns the headers an admin
 * page's requests carry: the session cookie and the same-origin header.
 */
export async function signInAsStaff(app: FastifyInstance, account = TEST_STAFF) {
  if (!(await findStaffByEmail(app.db, account.email))) {
    await createStaff(app.db, account.email, account.password, app.config.passwordCost);
  }
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    headers: { "x-requested-with": "stashd" },
    payload: account,
  });
  const token = response.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
  if (response.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return { cookie: `${SESSION_COOKIE}=${token}`, "x-requested-with": "stashd" };
}
