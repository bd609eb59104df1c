import type { FastifyReply, FastifyRequest } from "fastify";
import type { StaffMember } from "../../contract/auth.js";
import { SECOND_FACTOR_REQUIRED } from "../../contract/second-factor.js";
import { FORBIDDEN_CODE, roleAtLeast, type StaffRole } from "../../contract/staff.js";
import type { AppConfig } from "../config.js";
import { clientAddressKey } from "../lib/client-address.js";
import { deviceLabel } from "../lib/device-label.js";
import { HttpError } from "../lib/http-error.js";
import { listeningOrigins } from "../lib/own-origins.js";
import { servedOverHttps } from "../lib/served-over-https.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { createSession, endSession, resolveSession, type SessionPolicy } from "../services/sessions.js";
import { bearerKey, requireApiKey } from "./api-key-guard.js";

declare module "fastify" {
  interface FastifyRequest {
    staff?: StaffMember;
    /** The session behind the request: its public id (what the sessions list calls it) and when it last passed a second factor. */
    staffSession?: { id: string; secondFactorAt: string | null };
  }
  interface FastifyContextConfig {
    /**
     * The least role a staff route needs. Unset: a read (GET, HEAD) needs a viewer, anything else an admin.
     * Set it where the method misleads: an export is a GET but sends data out (admin), a preview is a POST
     * that changes nothing (viewer), and managing staff needs an owner.
     */
    role?: StaffRole;
  }
}

export const SESSION_COOKIE = "stashd_session";
export const SIGN_IN_DETAIL = "Please sign in to continue.";
export const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function sessionPolicy(config: AppConfig): SessionPolicy {
  return { idleHours: config.sessionIdleHours, maxDays: config.sessionMaxDays };
}

/**
 * A PUBLIC_URL at 127.0.0.1 is a server on this machine: the same port at localhost is the same server, and
 * the name passkeys need (WebAuthn refuses an IP address as the relying party).
 */
function loopbackName(publicUrl: URL) {
  return publicUrl.hostname === "127.0.0.1"
    ? `${publicUrl.protocol}//localhost${publicUrl.port ? `:${publicUrl.port}` : ""}`
    : undefined;
}

/**
 * The origins a staff page may call from: PUBLIC_URL's, and with PUBLIC_URL unset (a server on a laptop or
 * a LAN) also the addresses the server really listens on, so the address it prints at start works.
 */
export function isOwnOrigin(request: FastifyRequest, origin: string) {
  const { config } = request.server;
  const publicUrl = new URL(config.publicUrl);
  if (origin === publicUrl.origin) return true;
  if (config.publicUrlConfigured) return origin === loopbackName(publicUrl);
  const address = request.server.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  return listeningOrigins(config.host, port).includes(origin);
}

/** Says which origin was refused and what is expected, in the answer and in the log (a misconfigured proxy). */
export function refuseOrigin(request: FastifyRequest, origin: string): never {
  const { config } = request.server;
  const publicOrigin = new URL(config.publicUrl).origin;
  const detail = config.publicUrlConfigured
    ? `Cross-site requests are not allowed: this page is at ${origin}, but PUBLIC_URL is ${publicOrigin}. ` +
      `Open the admin at ${publicOrigin}, or set PUBLIC_URL to the address staff use.`
    : `Cross-site requests are not allowed: ${origin} is not one of this server's own addresses.`;
  request.log.warn({ origin, publicUrl: publicOrigin }, detail);
  throw new HttpError(403, detail);
}

/**
 * CSRF defence for state-changing calls: the body must be JSON (a cross-site form cannot send it without
 * a preflight) and the request must come from our own origin (Origin header) or carry our custom header.
 */
export function assertSameOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const contentType = (request.headers["content-type"] ?? "").toLowerCase();
  // text/csv (an import's file) needs a preflight across sites just as JSON does.
  if (!contentType.startsWith("application/json") && !contentType.startsWith("text/csv")) {
    throw new HttpError(403, "This request must be sent as JSON from the admin pages.");
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (request.headers["x-requested-with"] === "stashd") return;
    throw new HttpError(403, "This request must come from the admin pages.");
  }
  // PUBLIC_URL or our listening addresses, never the Host header: a client chooses the Host it sends.
  if (!isOwnOrigin(request, origin)) refuseOrigin(request, origin);
}

/**
 * The session the request's cookie names, with its member of staff, or undefined: what the guards check, and
 * what the routes before any guard read (sign-out, `/auth/session`); behind a guard, routes read `signedIn`.
 */
export async function currentSession(request: FastifyRequest) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return undefined;
  return resolveSession(request.server.db, token, sessionPolicy(request.server.config));
}

/**
 * The one start of a staff session, after a verified password or passkey: the request's old session ends (a
 * session id planted before sign-in is never promoted), a new one with a new token is stored, its cookie set,
 * and the sign-in audited. A passkey that checked its holder is both factors, so that session starts past its
 * second factor.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffMember,
  factor: "password" | "passkey",
) {
  const { db, config } = request.server;
  const oldToken = request.cookies[SESSION_COOKIE];
  if (oldToken) await endSession(db, oldToken);
  const from = { address: clientAddressKey(request.ip), device: deviceLabel(request.headers["user-agent"]) };
  const passed = factor === "passkey";
  const { token, expiresAt } = await createSession(db, staff.id, sessionPolicy(config), new Date(), from, passed);
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: servedOverHttps(config),
    expires: expiresAt,
  });
  await recordAudit(db, {
    action: "auth.sign_in",
    actorId: staff.id,
    actor: staff.email,
    ip: request.ip,
    details: passed ? { factor } : {},
  });
}

/**
 * Who is behind a request that passed `requireSession` or the staff scope's guard (which set it): the member
 * of staff, or an API key's stand-in, and the session's public id; 401 anywhere else. An API key has no
 * session, so reading `sessionId` for one is a 401 too; the routes that read it are closed to keys.
 */
export function signedIn(request: FastifyRequest) {
  const { staff, staffSession } = request;
  if (!staff) throw new HttpError(401, SIGN_IN_DETAIL);
  return {
    staff,
    get sessionId() {
      if (!staffSession) throw new HttpError(401, SIGN_IN_DETAIL);
      return staffSession.id;
    },
  };
}

/** The least role `request`'s route needs: its own declaration, else by method. */
export function neededRole(request: FastifyRequest): StaffRole {
  return request.routeOptions.config?.role ?? (SAFE_METHODS.has(request.method) ? "viewer" : "admin");
}

/** A signed-in session, second factor or not (the second-factor routes): 401 without one, then the CSRF check. */
export async function requireSession(request: FastifyRequest) {
  const session = await currentSession(request);
  if (!session) throw new HttpError(401, SIGN_IN_DETAIL);
  assertSameOrigin(request);
  request.staff = session.staff;
  request.staffSession = { id: session.sessionId, secondFactorAt: session.secondFactorAt };
  return session;
}

/**
 * onRequest hook of the staff-only scope and the one place roles are enforced: a valid session first (401),
 * then the CSRF check (403), then a second factor passed in this session unless STAFF_SECOND_FACTOR=optional
 * (403, code "second_factor_required"; docs/decisions/302), then the role the route needs (403, code
 * "forbidden"; docs/decisions/303). A request with `Authorization: Bearer <key>` goes through the API key's
 * checks instead (api-key-guard.ts).
 */
export async function requireStaff(request: FastifyRequest, _reply: FastifyReply) {
  const key = bearerKey(request);
  if (key !== undefined) return requireApiKey(request, key);
  const session = await requireSession(request);
  if (request.server.config.staffSecondFactor === "required" && !session.secondFactorAt) {
    throw new HttpError(403, SECOND_FACTOR_REQUIRED_DETAIL, [], {}, { code: SECOND_FACTOR_REQUIRED });
  }
  const needed = neededRole(request);
  if (!roleAtLeast(session.staff.role, needed)) {
    const detail =
      needed === "owner"
        ? "Only an owner can manage staff accounts."
        : "Your account can view but not change anything. Ask an owner for the admin role.";
    throw new HttpError(403, detail, [], {}, { code: FORBIDDEN_CODE });
  }
}

export const SECOND_FACTOR_REQUIRED_DETAIL = "Enter a code from your authenticator app to continue.";
