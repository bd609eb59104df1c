import type { FastifyInstance } from "fastify";

export async function authRoutes(_app: FastifyInstance) {}
