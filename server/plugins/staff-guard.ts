import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../lib/http-error.js";

/** Refuses every request until staff sessions exist (replaced by the real session check). */
export async function requireStaff(_request: FastifyRequest, _reply: FastifyReply) {
  throw new HttpError(401, "Please sign in.");
}
