import type { FastifyInstance } from "fastify";

export async function onboardingRoutes(_app: FastifyInstance) {}
