import type { FastifyBaseLogger } from "fastify";

/** A start never waits longer than this for a warm-up: past it the first request pays the rest. */
export const WARM_UP_LIMIT_MS = 10_000;

/**
 * Runs a start-up warm-up and waits for it at most `limitMs`: a slow one must not hold the server back
 * from taking requests, and a failed one is only logged (the first request then pays, as without it).
 */
export async function boundedWarmUp(
  what: string,
  work: Promise<unknown>,
  log: FastifyBaseLogger,
  limitMs = WARM_UP_LIMIT_MS,
) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), limitMs);
    timer.unref();
  });
  try {
    const outcome = await Promise.race([work, limit]);
    if (outcome === "late") log.warn(`${what}: still running; taking requests meanwhile`);
    else log.debug({ ms: Math.round(performance.now() - started) }, `${what}: done`);
  } catch (error) {
    log.warn({ err: error }, `${what}: failed`);
  } finally {
    clearTimeout(timer);
  }
}
