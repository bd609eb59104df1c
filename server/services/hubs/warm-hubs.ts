import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.js";
import { boundedWarmUp } from "../../lib/bounded-warm-up.js";
import { listHubs } from "./hubs.js";

/**
 * Works out the hubs once before the server takes requests. Each city's whole line is counted once and then
 * kept (city-line.ts, eligibleCount: an old count is answered while a new one is made), so only the first
 * hubs call after a start waited for every city's count, one after another on the reader: 3 s at a million
 * entries on the shared 2-core machine, later calls a few ms.
 */
export async function warmHubs(reader: Db, log: FastifyBaseLogger) {
  await boundedWarmUp("counting the hubs' lines", listHubs(reader), log);
}
