import type { FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.js";

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // A raw body (the WhatsApp webhook's, kept as bytes for its signature) is checked by its own route.
  if (Buffer.isBuffer(value)) return false;
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner, depth + 1));
}

/**
 * PostgreSQL cannot store U+0000 in text and fails the whole statement, so input carrying it is refused
 * here, once for every API route, instead of surfacing as a 500 from whichever query it reaches first.
 */
export async function rejectNulCharacters(request: FastifyRequest) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new HttpError(400, "The request contains a character that is not allowed (NUL).");
  }
}
