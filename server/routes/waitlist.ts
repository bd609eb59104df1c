import type { FastifyInstance } from "fastify";

export async function waitlistRoutes(_app: FastifyInstance) {}
