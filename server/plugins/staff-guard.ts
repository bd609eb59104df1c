import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffMember } from "../../contract/auth.js";
import type { AppConfig } from "../config.js";
import { HttpError } from "../lib/http-error.js";
import { resolveSession, type SessionPolicy } from "../services/sessions.js";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffMember;
  }
}

export const SESSION_COOKIE = "stashd_session";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sessionPolicy(config: AppConfig): SessionPolicy {
  return { idleHours: config.sessionIdleHours, maxDays: config.sessionMaxDays };
}

/**
 * CSRF defence for state-changing calls: the body must be JSON (a cross-site form cannot send it without
 * a preflight) and the request must come from PUBLIC_URL's origin (Origin header) or carry our custom header.
 */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const contentType = request.headers["content-type"] ?? "";
  if (!contentType.toLowerCase().startsWith("application/json")) {
    throw new HttpError(403, "This request must be sent as JSON from the admin pages.");
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (request.headers["x-requested-with"] === "stashd") return;
    throw new HttpError(403, "This request must come from the admin pages.");
  }
  // PUBLIC_URL, not the Host header: a client chooses the Host it sends.
  if (origin !== new URL(request.server.config.publicUrl).origin)
    throw new HttpError(403, "Cross-site requests are not allowed.");
}

export async function currentStaff(request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  return resolveSession(request.server.db, token, sessionPolicy(request.server.config));
}

/** onRequest hook of the staff-only scope: a valid session first (401), then the CSRF check (403). */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
  const staff = await currentStaff(request);
  if (!staff) throw new HttpError(401, "Please sign in to continue.");
  assertSameOrigin(request);
  request.staff = staff;
}
