import type { FastifyRequest } from "fastify";
import { FORBIDDEN_CODE } from "../../contract/staff.js";
import { HttpError } from "../lib/http-error.js";
import { API_KEY_REQUESTS_PER_MINUTE, API_KEY_ROUTES } from "../services/api-keys/api-key-routes.js";
import { findLiveApiKey } from "../services/api-keys/api-keys.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { readableWait, tooManyRequests } from "./rate-limit.js";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when the request came with an API key instead of a session. */
    apiKey?: { id: string; name: string; scope: "read" | "invite" };
  }
}

/** The key of `Authorization: Bearer <key>`, or undefined. */
export function bearerKey(request: FastifyRequest) {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const forbidden = (detail: string) => new HttpError(403, detail, [], {}, { code: FORBIDDEN_CODE });

/**
 * The staff guard's other door: an API key stands in for a session (no cookie, no second factor, no
 * origin check: a server calls, not a browser), on the routes API_KEY_ROUTES opens and within its scope,
 * counted by its own rate limit; every use is audited under the key's name.
 */
export async function requireApiKey(request: FastifyRequest, key: string) {
  const found = await findLiveApiKey(request.server.db, key);
  if (!found) throw new HttpError(401, "This API key is not valid, or it was revoked.");
  const { count, resetAt } = await request.server.hitWindows.hit(`api-key:${found.id}`, 60_000);
  if (count > API_KEY_REQUESTS_PER_MINUTE) {
    tooManyRequests(
      `This API key made too many requests; try again in ${readableWait(resetAt - Date.now())}.`,
      resetAt,
    );
  }
  const route = `${request.method === "HEAD" ? "GET" : request.method} ${request.routeOptions.url ?? ""}`;
  const needed = API_KEY_ROUTES[route];
  if (!needed) throw forbidden("API keys cannot use this route: sign in to the admin instead.");
  if (needed === "invite" && found.scope !== "invite") {
    throw forbidden("This API key can only read: create a key with the invite scope to invite.");
  }
  request.apiKey = found;
  const actor = `API key "${found.name}"`;
  request.staff = { id: `api-key:${found.id}`, email: actor, role: "admin" };
  await recordAudit(request.server.db, {
    action: "api_key.used",
    actorId: request.staff.id,
    actor,
    ip: request.ip,
    target: found.id,
    details: { name: found.name, method: request.method, route: request.routeOptions.url },
  });
}
