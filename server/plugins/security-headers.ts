import type { FastifyInstance } from "fastify";

/** Conservative headers for every response; the site embeds nothing of ours in other origins' frames. */
export function securityHeaders(app: FastifyInstance) {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("x-frame-options", "DENY");
  });
}
