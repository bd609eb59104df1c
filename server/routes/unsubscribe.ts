import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { escapeHtml } from "../lib/escape-html.js";
import { rateLimitHook } from "../plugins/rate-limit.js";
import { nonJsonResponse, withZod } from "../plugins/zod-schemas.js";
import { leaveWaitlist } from "../services/erasure/leave-waitlist.js";
import { entryForToken } from "../services/me/me.js";
import { plainPage } from "../services/waitlist/html-pages.js";

const query = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "The link is incomplete.") });
const limit = rateLimitHook({
  name: "me:unsubscribe",
  max: 60,
  windowMs: 60_000,
  detail: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
});

const html = (reply: FastifyReply, status: number, title: string, body: string) =>
  reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .send(plainPage(title, `<h1>${escapeHtml(title)}</h1>${body}`));

/**
 * The e-mail's List-Unsubscribe link (docs/product.md, Sign-up's own page): its token only leaves the
 * waitlist. A mail client's one-click POST (RFC 8058) leaves at once; a person who opens the link gets a
 * page with one button, so a link scanner's GET changes nothing.
 */
export async function unsubscribeRoutes(plain: FastifyInstance) {
  const app = withZod(plain);
  const schema = {
    querystring: query,
    response: { 200: nonJsonResponse("text/html", "A page that says what happened") },
  };

  app.get("/me/unsubscribe", { onRequest: limit, schema }, async (request, reply) => {
    const found = await entryForToken(app.db, request.query.token, "unsubscribe");
    if (!found) return html(reply, 404, "This link no longer works", "<p>You are not on the waitlist.</p>");
    const action = `/api/v1/me/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
    return html(
      reply,
      200,
      "Leave the waitlist?",
      `<p>This removes you from the waitlist and erases what you told us.</p>
<form method="post" action="${escapeHtml(action)}"><button class="button" type="submit">Leave the waitlist</button></form>`,
    );
  });

  app.post("/me/unsubscribe", { onRequest: limit, schema }, async (request, reply) => {
    const found = await entryForToken(app.db, request.query.token, "unsubscribe");
    if (found) await leaveWaitlist(app, found.entry, "by the e-mail's unsubscribe link", "email-link");
    return html(
      reply,
      200,
      "You have left the waitlist",
      "<p>We have erased your details. Thank you for your interest.</p>",
    );
  });
}
