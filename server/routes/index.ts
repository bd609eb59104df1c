import type { FastifyInstance } from "fastify";
import type { ApiErrorBody } from "../../contract/errors.js";
import { rejectNulCharacters } from "../plugins/reject-nul.js";
import { requireStaff } from "../plugins/staff-guard.js";
import { adminRoutes } from "./admin.js";
import { auditRoutes } from "./audit.js";
import { authRoutes } from "./auth.js";
import { bulkInviteRoutes } from "./bulk-invites.js";
import { erasureRoutes } from "./erasure.js";
import { exportRoutes } from "./exports.js";
import { healthRoutes } from "./health.js";
import { onboardingRoutes } from "./onboarding.js";
import { trendingRoutes } from "./trending.js";
import { waitlistRoutes } from "./waitlist.js";

/** Every /api/v1 route module, registered in one place so that none can be forgotten. */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook("preHandler", rejectNulCharacters);

  // Public: anyone may call these.
  await app.register(healthRoutes);
  await app.register(waitlistRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);

  // Staff only: every route registered in this scope runs the session guard first.
  await app.register(async (staff) => {
    staff.addHook("onRequest", requireStaff);
    await staff.register(adminRoutes);
    await staff.register(trendingRoutes);
    await staff.register(exportRoutes);
    await staff.register(bulkInviteRoutes);
    await staff.register(erasureRoutes);
    await staff.register(auditRoutes);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      detail: `No API route matches ${request.method} ${request.url.split("?")[0]}.`,
      errors: [],
    } satisfies ApiErrorBody),
  );
}
