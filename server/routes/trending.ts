import type { FastifyInstance } from "fastify";

export async function trendingRoutes(_app: FastifyInstance) {}
