import type { FastifyRequest } from "fastify";
import { clientAddressKey } from "../lib/client-address.js";
import { HttpError } from "../lib/http-error.js";

export interface RateLimit {
  /** Names the counter, so that two limited routes never share one. */
  name: string;
  max: number;
  windowMs: number;
  /** The refusal's detail, given a readable wait such as "40 seconds". */
  detail: (wait: string) => string;
}

export function readableWait(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export function tooManyRequests(detail: string, resetAt: number): never {
  const waitMs = resetAt - Date.now();
  throw new HttpError(429, detail, [], { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) });
}

/**
 * A per-address limit as a route hook, counted in the app's counter store: in memory on SQLite, in the
 * database every instance shares on PostgreSQL (docs/history.md, 071).
 */
export function rateLimitHook(limit: RateLimit) {
  return async (request: FastifyRequest) => {
    const key = `${limit.name}:${clientAddressKey(request.ip)}`;
    const { count, resetAt } = await request.server.hitWindows.hit(key, limit.windowMs);
    if (count > limit.max) tooManyRequests(limit.detail(readableWait(resetAt - Date.now())), resetAt);
  };
}
