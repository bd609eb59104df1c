import type { FastifyInstance } from "fastify";
import type { ApiErrorBody } from "../../contract/errors.js";
import { rejectNulCharacters } from "../plugins/reject-nul.js";
import { requireStaff } from "../plugins/staff-guard.js";
import { createMailer } from "../services/mail/mailer.js";
import { createPersonalMail } from "../services/me/personal-mail.js";
import { createCityCatalogue } from "../services/waitlist/cities.js";
import { adminRoutes } from "./admin.js";
import { authRoutes } from "./auth.js";
import { healthRoutes } from "./health.js";
import { meRoutes } from "./me.js";
import { onboardingRoutes } from "./onboarding.js";
import { trendingRoutes } from "./trending.js";
import { waitlistRoutes } from "./waitlist.js";

/** Every /api/v1 route module, registered in one place so that none can be forgotten. */
export async function apiRoutes(app: FastifyInstance) {
  app.addHook("preHandler", rejectNulCharacters);

  // Public: anyone may call these. The sign-up and the personal page share the cities and the mail queue.
  const catalogue = createCityCatalogue(app.db);
  const personalMail = createPersonalMail({
    db: app.db,
    mailer: createMailer(app.config, app.db, app.log),
    config: app.config,
    log: app.log,
  });
  app.addHook("onClose", async () => {
    await personalMail.drain();
    personalMail.close();
  });
  await app.register(healthRoutes);
  await app.register(waitlistRoutes, { catalogue, mail: personalMail });
  await app.register(meRoutes, { catalogue, mail: personalMail });
  await app.register(authRoutes);
  await app.register(onboardingRoutes);

  // Staff only: every route registered in this scope runs the session guard first.
  await app.register(async (staff) => {
    staff.addHook("onRequest", requireStaff);
    await staff.register(adminRoutes);
    await staff.register(trendingRoutes);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      detail: `No API route matches ${request.method} ${request.url.split("?")[0]}.`,
      errors: [],
    } satisfies ApiErrorBody),
  );
}
