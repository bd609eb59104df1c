import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { consentRecordsSchema, purposeParams, withdrawBodySchema } from "../../contract/consent.js";
import { whatsappActive } from "../../contract/whatsapp.js";
import { HttpError } from "../lib/http-error.js";
import type { withZod } from "../plugins/zod-schemas.js";
import { consentsOf } from "../services/consent/ledger.js";
import { leaveWaitlist } from "../services/erasure/leave-waitlist.js";
import type { Entry } from "../services/me/me.js";
import { setWhatsappChoice } from "../services/whatsapp/consent.js";
import { numberSecret } from "../services/whatsapp/number-stops.js";

const CONFIRM_LEAVING = "Withdrawing consent for the waitlist erases your entry and your place. Confirm to go on.";

interface Deps {
  owner: (request: FastifyRequest) => Promise<Entry>;
  limit: (route: string, max: number) => { onRequest: unknown };
  leave: (reply: FastifyReply) => void;
}

/**
 * The person's consent records and withdrawal, one purpose at a time (docs/product.md, Consent):
 * withdrawing WhatsApp stops it at once (a queued message is not sent); withdrawing the waitlist is
 * leaving it, the erasure, and asks for `{ "confirm": true }` first.
 */
export function meConsentRoutes(app: ReturnType<typeof withZod>, { owner, limit, leave }: Deps) {
  const records = async (entry: Entry) => ({
    records: entry.consentSubject ? await consentsOf(app.db, entry.consentSubject) : [],
  });
  const answers = { response: { 200: consentRecordsSchema } };
  app.get("/me/consents", { ...(limit("read", 120) as object), schema: answers }, async (request) =>
    records(await owner(request)),
  );

  const withdraw = {
    params: purposeParams,
    body: withdrawBodySchema,
    response: { 200: consentRecordsSchema, 204: z.null() },
  };
  app.post(
    "/me/consents/:purpose/withdraw",
    { ...(limit("withdraw", 60) as object), schema: withdraw },
    async (request, reply) => {
      const entry = await owner(request);
      if (request.params.purpose === "whatsapp") {
        if (whatsappActive(entry)) await setWhatsappChoice(app.db, numberSecret(app.config), entry.id, false);
        return records(entry);
      }
      if (request.body?.confirm !== true) {
        throw new HttpError(409, CONFIRM_LEAVING, [{ field: "confirm", message: CONFIRM_LEAVING }]);
      }
      await leaveWaitlist(app as unknown as FastifyInstance, entry, "by withdrawing consent", "personal-page");
      leave(reply);
      return reply.code(204).send(null);
    },
  );
}
