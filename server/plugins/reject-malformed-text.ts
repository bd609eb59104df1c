import type { FastifyRequest } from "fastify";
import { NOT_WELL_FORMED } from "../../contract/text.js";
import { HttpError, INVALID_INPUT_DETAIL } from "../lib/http-error.js";

/** Lone UTF-16 surrogates: text that is not well-formed and is stored as invalid UTF-8. */
const LONE_SURROGATE = /(?:[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** The dotted path of the first key or string holding a lone surrogate, or null. */
function malformedAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === "string") return LONE_SURROGATE.test(value) ? path : null;
  // A raw body (the WhatsApp webhook's, kept as bytes for its signature) is checked by its own route.
  if (Buffer.isBuffer(value)) return null;
  if (depth > 8 || typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return at;
    const found = malformedAt(inner, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One text rule for every route: what the server stores must be well-formed text, so the input of any
 * API route (its path, query and body, before any schema shortens or reshapes it) is refused with a
 * 400 naming the field when it holds a lone surrogate. A route cannot forget it: it runs for them all.
 */
export async function rejectMalformedText(request: FastifyRequest) {
  for (const [part, value] of [
    ["params", request.params],
    ["query", request.query],
    ["body", request.body],
  ] as const) {
    const at = malformedAt(value, "");
    if (at === null) continue;
    const field = at || part;
    throw new HttpError(400, INVALID_INPUT_DETAIL, [{ field, message: `This value ${NOT_WELL_FORMED}` }]);
  }
}
