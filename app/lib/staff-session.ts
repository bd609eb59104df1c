import { redirect } from "react-router";
import { type SessionState, type StaffMember, sessionStateSchema } from "../../contract/auth";
import { apiFetch } from "./api-client";

/** One session check per navigation: React Router hands every loader of a navigation the same Request. */
const checks = new WeakMap<Request, Promise<SessionState>>();
/** A confirmed session is trusted this long before a data load asks again (a later 401 still shows). */
const CONFIRMED_FOR_MS = 30_000;
let confirmedAt = 0;

/**
 * The signed-in member of staff, or a redirect to sign-in. Asks GET /auth/session (always 200), so a
 * signed-out visit logs no failed request in the console.
 */
export async function staffSession(request: Request): Promise<StaffMember> {
  let check = checks.get(request);
  if (!check) {
    check = apiFetch("/auth/session", { schema: sessionStateSchema, signal: request.signal });
    checks.set(request, check);
  }
  const { staff, secondFactor } = await check;
  const url = new URL(request.url);
  const next = encodeURIComponent(url.pathname + url.search);
  if (!staff) throw redirect(`/admin/login?next=${next}`);
  // Signed in with the password only: the second-factor step first (enrol, or enter a code).
  if (secondFactor !== "passed") throw redirect(`/admin/second-factor?next=${next}`);
  confirmedAt = Date.now();
  return staff;
}

/**
 * Admin loaders run beside the layout's, not after it: before an admin page calls the staff API, wait
 * for the session check, so a signed-out visitor's page makes no call that would answer 401.
 */
export async function awaitStaffSession(request: Request) {
  const { pathname } = new URL(request.url);
  const adminPage =
    pathname.startsWith("/admin") &&
    !pathname.startsWith("/admin/login") &&
    !pathname.startsWith("/admin/second-factor");
  if (adminPage && Date.now() - confirmedAt > CONFIRMED_FOR_MS) await staffSession(request);
}
