import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../plugins/staff-guard.js";
import { createStaff, findStaffByEmail } from "../services/staff.js";
import { authenticatorCode, currentStep } from "./authenticator.js";

export const TEST_STAFF = { email: "staff@stashd.test", password: "correct horse battery staple" };

/** What a member of staff keeps after enrolling: the app's secret, the unused recovery codes, the last step used. */
export interface EnrolledFactor {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}
const enrolled = new WeakMap<FastifyInstance, Map<string, EnrolledFactor>>();

/** The factor an account enrolled through signInAsStaff on this app, if any. */
export function enrolledFactor(app: FastifyInstance, email: string) {
  return enrolled.get(app)?.get(email);
}

/** Password only: the session cookie and same-origin header of a session that has passed no second factor. */
export async function signInWithPassword(app: FastifyInstance, account = TEST_STAFF) {
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

async function post(app: FastifyInstance, headers: Record<string, string>, url: string, payload: object = {}) {
  const response = await app.inject({ method: "POST", url: `/api/v1/auth/totp/${url}`, headers, payload });
  if (response.statusCode >= 300) throw new Error(`${url} failed: ${response.statusCode} ${response.body}`);
  return response.statusCode === 204 ? undefined : response.json();
}

/** Enrols an authenticator app through the API, as a person would on the set-up page. */
export async function enrolTotp(app: FastifyInstance, headers: Record<string, string>) {
  const { secret } = await post(app, headers, "setup");
  const step = currentStep();
  const { recoveryCodes } = await post(app, headers, "enable", { code: authenticatorCode(secret, step) });
  return { secret, recoveryCodes: recoveryCodes as string[], lastStep: step };
}

/**
 * Passes the second factor with the next code the app would accept: a code counts once, so a second sign-in
 * within the same 30 s takes the next step's code (allowed one step ahead), and after that a recovery code.
 */
export async function passSecondFactor(app: FastifyInstance, headers: Record<string, string>, factor: EnrolledFactor) {
  const step = Math.max(currentStep(), factor.lastStep + 1);
  if (step <= currentStep() + 1) {
    factor.lastStep = step;
    return post(app, headers, "verify", { code: authenticatorCode(factor.secret, step) });
  }
  const code = factor.recoveryCodes.pop();
  if (!code) throw new Error("signInAsStaff: out of codes for this account; wait 30 s or use another account");
  return post(app, headers, "verify", { code });
}

/**
 * Signs in as a member of staff (creating the account on first use) through both factors, enrolling an
 * authenticator app on the account's first sign-in, and returns the headers an admin page's requests
 * carry: the session cookie and the same-origin header.
 */
export async function signInAsStaff(app: FastifyInstance, account = TEST_STAFF) {
  const headers = await signInWithPassword(app, account);
  const factors = enrolled.get(app) ?? new Map<string, EnrolledFactor>();
  enrolled.set(app, factors);
  const factor = factors.get(account.email);
  if (factor) await passSecondFactor(app, headers, factor);
  else factors.set(account.email, await enrolTotp(app, headers));
  return headers;
}
