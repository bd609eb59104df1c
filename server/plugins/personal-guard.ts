import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.js";
import { isOwnOrigin, refuseOrigin, SAFE_METHODS } from "./staff-guard.js";

const NOT_JSON = "Send this request as JSON (Content-Type: application/json).";
const NOT_FROM_PAGE = "This request must come from the personal page.";

/**
 * CSRF defence of the personal API's writes, as the staff routes have it (staff-guard.ts): the personal
 * cookie is SameSite, but a sibling site of ours, an old browser or a form post would otherwise get
 * through. A body must be JSON (a cross-site form cannot send it without a preflight; anything else is
 * 415), and the request must come from our own origin; without an Origin header it must carry the page's
 * own header or the link's token as a Bearer header, which no other site can read.
 */
export async function requirePersonalWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const contentType = request.headers["content-type"];
  const hasBody =
    contentType !== undefined ||
    Number(request.headers["content-length"] ?? 0) > 0 ||
    request.headers["transfer-encoding"] !== undefined;
  if (hasBody && !(contentType ?? "").toLowerCase().startsWith("application/json")) {
    throw new HttpError(415, NOT_JSON);
  }
  const origin = request.headers.origin;
  if (origin === undefined) {
    if (request.headers["x-requested-with"] === "stashd") return;
    if ((request.headers.authorization ?? "").startsWith("Bearer ")) return;
    throw new HttpError(403, NOT_FROM_PAGE);
  }
  if (!isOwnOrigin(request, origin)) refuseOrigin(request, origin);
}
