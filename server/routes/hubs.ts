import type { FastifyInstance } from "fastify";
import { indiaWeekStart } from "../../contract/hub-rules.js";
import {
  demandResponseSchema,
  hubParamsSchema,
  hubSchema,
  hubsResponseSchema,
  hubUpdateSchema,
  waveCreatedSchema,
  wavePreviewSchema,
  waveRequestSchema,
  wavesResponseSchema,
} from "../../contract/hubs.js";
import { istDayOf } from "../../contract/trending-days.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { eligibleCount } from "../services/hubs/city-line.js";
import { demand } from "../services/hubs/demand.js";
import { findHub, listHubs, updateHub } from "../services/hubs/hubs.js";
import { requireFreshProofForInvites } from "../services/jobs/invite-proof.js";
import { previewWave, recentWaves, sendWave } from "../services/jobs/waves.js";
import type { CityCatalogue } from "../services/waitlist/cities.js";

/**
 * Hubs, waves and demand (docs/product.md, Hubs); staff only (registered inside the guarded scope). A wave
 * is run by the app's job runner, and backfill is scheduled by it too (app.jobs, decision 220).
 */
export async function hubsRoutes(plain: FastifyInstance, options: { catalogue: CityCatalogue }) {
  const app = withZod(plain);

  app.get("/admin/hubs", { schema: { response: { 200: hubsResponseSchema } } }, async () => {
    const now = new Date();
    // The week's first India day, so "signed up this week" opens the accounts made since then.
    return { hubs: await listHubs(app.reader, now), weekStart: istDayOf(indiaWeekStart(now)) };
  });

  const update = { params: hubParamsSchema, body: hubUpdateSchema, response: { 200: hubSchema } };
  app.put("/admin/hubs/:city", { schema: update }, async (request) => {
    const change = await updateHub(app.db, request.params.city, request.body);
    await auditRequest(request, "hub.updated", { target: request.params.city, details: change });
    eligibleCount.forget(app.reader, request.params.city);
    // An opened city is offered as live by the forms and named by the pages at once (this instance; others
    // within 30 s: the catalogue's lifetime).
    if (change.from.status !== change.to.status) options.catalogue.forget();
    return findHub(app.reader, request.params.city);
  });

  const preview = { params: hubParamsSchema, response: { 200: wavePreviewSchema } };
  app.post("/admin/hubs/:city/waves/preview", { schema: preview, config: { role: "viewer" } }, async (request) =>
    previewWave(app.reader, request.params.city),
  );

  const send = { params: hubParamsSchema, body: waveRequestSchema, response: { 202: waveCreatedSchema } };
  app.post("/admin/hubs/:city/waves", { schema: send }, async (request, reply) => {
    const { staff } = signedIn(request);
    const { city } = request.params;
    const override = request.body.override === true;
    await requireFreshProofForInvites(request, app.db, request.body.size);
    const wave = await sendWave(app, { city, size: request.body.size, override, staff });
    eligibleCount.forget(app.reader, city);
    await auditRequest(request, "hub.wave_sent", {
      target: wave.waveId,
      details: {
        city,
        size: wave.size,
        proposed: wave.proposed,
        override: wave.size > wave.proposed,
        jobId: wave.jobId,
      },
    });
    return reply.code(202).send({ jobId: wave.jobId, waveId: wave.waveId });
  });

  app.get("/admin/hubs/waves", { schema: { response: { 200: wavesResponseSchema } } }, async () => ({
    waves: await recentWaves(app.reader),
  }));

  app.get("/admin/demand", { schema: { response: { 200: demandResponseSchema } } }, async () =>
    demand(app.reader, app.dialect),
  );
}
