import { isIP } from "node:net";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../../lib/http-error.js";
import { isOwnOrigin } from "../../plugins/staff-guard.js";

/**
 * The relying party for this request: the page's own origin (one of PUBLIC_URL or the listening addresses,
 * the CSRF check's list), else PUBLIC_URL. Browsers refuse an IP address as the RP id, so that is said
 * plainly instead of a browser error.
 */
export function relyingParty(request: FastifyRequest) {
  const sent = request.headers.origin;
  const origin = sent && isOwnOrigin(request, sent) ? sent : new URL(request.server.config.publicUrl).origin;
  const rpID = new URL(origin).hostname;
  if (isIP(rpID.replace(/^\[|\]$/g, "")) !== 0) {
    throw new HttpError(
      400,
      `Passkeys need a name, not an IP address: open the admin at a name such as localhost instead of ${origin}.`,
    );
  }
  return { origin, rpID };
}
