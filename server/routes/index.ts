import type { FastifyInstance } from "fastify";
import type { ApiErrorBody } from "../../contract/errors.js";
import { healthRoutes } from "./health.js";

/** Every /api/v1 route module, registered in one place so that none can be forgotten. */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      detail: `No API route matches ${request.method} ${request.url.split("?")[0]}.`,
      errors: [],
    } satisfies ApiErrorBody),
  );
}
