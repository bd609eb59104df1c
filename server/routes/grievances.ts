import type { FastifyInstance } from "fastify";
import { type GrievanceReceipt, grievanceReceiptSchema, grievanceRequestSchema } from "../../contract/grievances.js";
import { HttpError } from "../lib/http-error.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { withZod } from "../plugins/zod-schemas.js";
import { recordAudit } from "../services/audit/audit-log.js";
import { entryForToken } from "../services/me/me.js";
import { raiseGrievance } from "../services/rights/grievances.js";

const limit = rateLimitHook({
  name: "grievances",
  max: 5,
  windowMs: 60_000,
  detail: (wait) => `Too many grievances from your network. Please try again in ${wait}.`,
});

/** Records the grievance, audits it (reference only) and wakes the notices, which acknowledge it at once. */
async function raise(
  app: FastifyInstance,
  input: { email: string; message: string; person: string | null },
  how: string,
): Promise<GrievanceReceipt> {
  const row = await raiseGrievance(app.db, input);
  await recordAudit(app.db, {
    action: "grievance.raised",
    actorId: null,
    actor: `the person, ${how}`,
    ip: null,
    target: row.reference,
    details: { linkedToEntry: input.person !== null },
  });
  app.noticeMail.wake();
  return { reference: row.reference, dueAt: row.dueAt };
}

/** The personal page's form: the entry's own address hears back. */
export function grievanceFromPage(app: FastifyInstance, entry: { id: string; email: string }, message: string) {
  return raise(app, { email: entry.email, message, person: entry.id }, "from their page");
}

/**
 * Grievances (Rule 14; docs/product.md, Rights desk): anyone may raise one. With the personal page's token
 * it is linked to the entry and answered at the entry's address; otherwise at the address given.
 */
export async function grievanceRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const schema = { body: grievanceRequestSchema, response: { 201: grievanceReceiptSchema } };
  app.post("/grievances", { onRequest: limit, schema }, async (request, reply) => {
    const { email, message, entryToken } = request.body;
    let entry: { id: string; email: string } | undefined;
    if (entryToken) {
      entry = (await entryForToken(app.db, entryToken))?.entry;
      if (!entry)
        throw new HttpError(400, "This personal link is not valid.", [
          { field: "entryToken", message: "This personal link is not valid." },
        ]);
    }
    const receipt = entry
      ? await raise(app, { email: entry.email, message, person: entry.id }, "with their link")
      : await raise(app, { email, message, person: null }, "from the notice");
    return reply.code(201).send(receipt);
  });
}
