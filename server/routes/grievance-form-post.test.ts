import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formCopy } from "../../contract/form-copy/index.js";
import { GRIEVANCE_COPIES } from "../../contract/grievance-copy/index.js";
import { escapeHtml } from "../lib/escape-html.js";
import { mailsTo } from "../test-support/personal-mail.js";
import { createTestApp } from "../test-support/test-app.js";

describe("the notice's grievance form posted without JavaScript", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const post = (body: string, lang = "hi") =>
    ctx.app.inject({
      method: "POST",
      url: `/api/v1/grievances?lang=${lang}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: body,
      remoteAddress: "198.51.100.77",
    });

  it("records it and answers with a page in the notice's language giving the reference", async () => {
    const response = await post(
      `email=${encodeURIComponent("notice.griever@example.in")}&message=${encodeURIComponent("You kept my number after I left.")}`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain('<html lang="hi" dir="ltr">');
    expect(response.body).toContain(`<h1>${escapeHtml(GRIEVANCE_COPIES.hi.title)}</h1>`);
    const reference = /G-[0-9A-Z]{8}/.exec(response.body)?.[0];
    expect(reference).toBeDefined();
    expect(response.body).toContain(`आपका संदर्भ ${reference} है`);
    expect(response.body).toContain('href="/privacy/notice/hi"');
    await ctx.app.noticeMail.drain();
    const [ack] = await mailsTo(ctx.app, "notice.griever@example.in");
    expect(ack?.subject).toContain(reference);
  });

  it("says what was wrong on a page of the same kind, storing nothing", async () => {
    const response = await post(`email=not-an-address&message=${encodeURIComponent("Too short")}`, "ur");
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<html lang="ur" dir="rtl">');
    expect(response.body).toContain('href="/privacy/notice/ur"');
    // The address is the first thing wrong, said as the waitlist form says it in Urdu.
    expect(response.body).toContain(escapeHtml(formCopy("ur").errors.email));
    expect(await ctx.app.db.selectFrom("grievances").select("reference").execute()).toHaveLength(1);
  });

  it("says a too-short message's error in the notice's language, and in English the rule's own words", async () => {
    const body = `email=${encodeURIComponent("short.griever@example.in")}&message=${encodeURIComponent("बुरा")}`;
    const hindi = await post(body);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain(`<p>${escapeHtml(GRIEVANCE_COPIES.hi.messageError)}</p>`);
    expect(hindi.body).not.toContain("Tell us a little more");
    const english = await post(body, "en");
    expect(english.body).toContain(`<p>${escapeHtml("Tell us a little more (at least 10 characters).")}</p>`);
  });

  it("still answers JSON callers with JSON", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/grievances",
      payload: { email: "not-an-address", message: "Too short" },
      remoteAddress: "198.51.100.78",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toContain("json");
  });
});
