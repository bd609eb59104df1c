import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  breachCreatedSchema,
  breachIdParams,
  breachListSchema,
  breachRequestSchema,
  breachSchema,
} from "../../contract/breaches.js";
import { HttpError } from "../lib/http-error.js";
import { signedIn } from "../plugins/staff-guard.js";
import { withZod } from "../plugins/zod-schemas.js";
import { auditRequest } from "../services/audit/audit-log.js";
import { startBreachNotices } from "../services/rights/breach-notify.js";
import { breachReport } from "../services/rights/breach-report.js";
import { findBreach, listBreaches, recordBreach } from "../services/rights/breaches.js";

const NOT_FOUND = "No breach has this id.";
/** Breaches are an owner's to handle, reads included: what they hold is the worst day's detail. */
const OWNER = { role: "owner" as const };

/** Breaches (Rule 7): record one, draft the Board's report, watch the clock, tell the people (or rehearse). */
export async function breachRoutes(plain: FastifyInstance) {
  const app = withZod(plain);

  async function found(id: string) {
    const breach = await findBreach(app.db, id);
    if (!breach) throw new HttpError(404, NOT_FOUND);
    return breach;
  }

  app.get("/admin/breaches", { config: OWNER, schema: { response: { 200: breachListSchema } } }, async () => ({
    items: await listBreaches(app.db),
  }));

  const create = { body: breachRequestSchema, response: { 201: breachCreatedSchema } };
  app.post("/admin/breaches", { config: OWNER, schema: create }, async (request, reply) => {
    const row = await recordBreach(app.db, app.dialect, request.body, signedIn(request).staff.email);
    await auditRequest(request, "breach.recorded", {
      target: row.id,
      details: { affected: row.affected, drill: row.drill === 1, dataItems: request.body.dataItems },
    });
    return reply.code(201).send({ id: row.id, affected: row.affected });
  });

  const one = { params: breachIdParams, response: { 200: breachSchema } };
  app.get(
    "/admin/breaches/:id",
    { config: OWNER, schema: one },
    async (request) => (await found(request.params.id)).breach,
  );

  app.get(
    "/admin/breaches/:id/report",
    { config: OWNER, schema: { params: breachIdParams, response: { 200: z.string() } } },
    async (request, reply) => {
      const { row, breach } = await found(request.params.id);
      await auditRequest(request, "breach.report_downloaded", { target: row.id });
      reply.header("content-type", "text/markdown; charset=utf-8");
      reply.header("content-disposition", `attachment; filename="breach-report-${row.id}.md"`);
      return breachReport(row, app.config, breach.notices);
    },
  );

  app.post("/admin/breaches/:id/reported", { config: OWNER, schema: one }, async (request) => {
    await found(request.params.id);
    await app.db
      .updateTable("breaches")
      .set({ reportedAt: new Date().toISOString() })
      .where("id", "=", request.params.id)
      .where("reportedAt", "is", null)
      .execute();
    await auditRequest(request, "breach.reported", { target: request.params.id });
    return (await found(request.params.id)).breach;
  });

  app.post("/admin/breaches/:id/notify", { config: OWNER, schema: one }, async (request) => {
    const { row } = await found(request.params.id);
    const started = await startBreachNotices(app.db, row.id, signedIn(request).staff.id, row.affected);
    if (!started) throw new HttpError(409, "The people are already being told of this breach: each once.");
    await auditRequest(request, "breach.notified", {
      target: row.id,
      details: { affected: row.affected, drill: row.drill === 1 },
    });
    app.jobs.wake();
    return (await found(row.id)).breach;
  });
}
