import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { devOutboxAvailable, fromThisMachine } from "../services/dev-outbox/availability.js";
import { outboxPage } from "../services/dev-outbox/outbox-page.js";
import { outboxMails, outboxWhatsapp } from "../services/dev-outbox/outbox-rows.js";
import { tapConfirm } from "../services/dev-outbox/tap.js";

const NOTICES: Record<string, string> = {
  fake: "Tapped: the fake posted the button tap to the webhook.",
  self: "Tapped: the server posted the signed button tap to its own webhook.",
  used: "That confirmation was already tapped.",
  failed: "The tap did not go through: see the server's log.",
};

/**
 * GET /dev/outbox and its Confirm buttons (services/dev-outbox/). Open only where nothing real is sent and
 * outside production, and even then to a browser on this machine only; 404 everywhere else.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  const available = devOutboxAvailable(app.config);
  const notFound = (reply: FastifyReply) => reply.code(404).send({ detail: "Not found.", errors: [] });
  // Always a route, so that where it is closed the answer is a 404, never the site's page fallback.
  const local = (request: FastifyRequest) => available && fromThisMachine(request.socket.remoteAddress);

  app.get("/dev/outbox", async (request, reply) => {
    if (!local(request)) return notFound(reply);
    const said = (request.query as Record<string, unknown>).tapped;
    const [mails, messages] = await Promise.all([outboxMails(app.db), outboxWhatsapp(app.db)]);
    const page = outboxPage(
      mails,
      messages,
      app.config.publicUrl,
      typeof said === "string" ? NOTICES[said] : undefined,
    );
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page);
  });

  app.post("/dev/outbox/:id/confirm", async (request, reply) => {
    if (!local(request)) return notFound(reply);
    const { id } = request.params as { id: string };
    const message = await app.db
      .selectFrom("whatsappMessages")
      .select(["toNumber", "confirmPayload", "payloadUsedAt"])
      .where("id", "=", id)
      .where("kind", "=", "confirm")
      .executeTakeFirst();
    if (!message?.confirmPayload) return notFound(reply);
    if (message.payloadUsedAt) return reply.redirect("/dev/outbox?tapped=used", 303);
    const outcome = await tapConfirm(app, message.toNumber, message.confirmPayload);
    if (!outcome.ok) request.log.warn({ detail: outcome.detail }, "dev outbox: the tap failed");
    return reply.redirect(`/dev/outbox?tapped=${outcome.ok ? outcome.via : "failed"}`, 303);
  });
}
