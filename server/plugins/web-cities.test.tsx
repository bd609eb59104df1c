import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIENCES } from "../../app/content/audiences.js";
import { FAQ_ITEMS } from "../../app/content/faq.js";
import { HERO } from "../../app/content/home.js";
import { NAV_MENUS } from "../../app/content/navigation.js";
import { PAGES } from "../../app/content/pages.js";
import { BUILD_TIME_CITIES, CITIES_META_NAME, citiesMetaContent } from "../../contract/cities.js";
import { homeCityOptionsHtml, preferredCityChipsHtml, WHATSAPP_META } from "../../contract/waitlist-form-html.js";
import { inlineScriptHashes, writeCspManifest } from "../lib/csp-hashes.mjs";
import { signInAsStaff } from "../test-support/staff-session.js";
import { createTestApp } from "../test-support/test-app.js";
import { WHATSAPP_ENV } from "../test-support/whatsapp-env.js";

const SERVE_QUESTION = "Which cities do you serve?";
const serveAnswer = FAQ_ITEMS.find((item) => item.question === SERVE_QUESTION)?.answer ?? "";
const panel = NAV_MENUS.find((menu) => menu.id === "forwhom")?.panel?.description ?? "";

/** A pre-rendered page as React writes it (the same escaping), from the real content modules. */
function page(description: string, body: React.ReactNode, structuredData?: unknown) {
  // React Router writes the structured data as JSON text in a script, beside its own inline scripts.
  const scripts = [
    structuredData ? `<script type="application/ld+json">${JSON.stringify(structuredData)}</script>` : "",
    "<script>window.ctx = 1;</script>",
  ].join("");
  const html = renderToStaticMarkup(
    <html lang="en-IN">
      <head>
        <meta name={CITIES_META_NAME} content={citiesMetaContent(BUILD_TIME_CITIES)} />
        <meta name="description" content={description} />
      </head>
      <body>
        <nav>
          <p>{panel}</p>
        </nav>
        <main>{body}</main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${html.replace("</head>", `${scripts}</head>`)}`;
}

/** A miniature build/client: home, FAQ and an audience page, with their compressed copies and CSP hashes. */
function builtSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-cities-"));
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), html);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(html));
  };
  // The home page carries the waitlist form's city choices, as every page does.
  const form = (
    <form>
      <p>{HERO.eyebrow}</p>
      <select
        name="homeCity"
        data-city-options=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the app renders the choices with this markup.
        dangerouslySetInnerHTML={{ __html: homeCityOptionsHtml(BUILD_TIME_CITIES) }}
      />
      <div
        data-city-chips=""
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the app renders the chips with this markup.
        dangerouslySetInnerHTML={{ __html: preferredCityChipsHtml(BUILD_TIME_CITIES) }}
      />
    </form>
  );
  write("index.html", page(PAGES.home.description, form));
  write(
    "faq/index.html",
    page(
      PAGES.faq.description,
      <details>
        <summary>{SERVE_QUESTION}</summary>
        <p>{serveAnswer}</p>
      </details>,
      { "@type": "FAQPage", mainEntity: [{ name: SERVE_QUESTION, acceptedAnswer: { text: serveAnswer } }] },
    ),
  );
  write("forwhom/nri/index.html", page(PAGES.audienceNri.description, <p>{AUDIENCES.nri.lead}</p>));
  write("__spa-fallback.html", "<div>spa</div>");
  writeCspManifest(dir);
  return dir;
}

describe("pages name the hubs' current cities", () => {
  const clientDir = builtSite();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let staff: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { clientDir } });
    staff = await signInAsStaff(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: "GET", url, headers });

  it("serves the pages as built while the hubs are the build's cities", async () => {
    const home = await get("/", { "accept-encoding": "br" });
    expect(home.headers["content-encoding"]).toBe("br");
    const html = zlib.brotliDecompressSync(home.rawPayload).toString();
    expect(html).toContain("Live in Bangalore, Mumbai and Delhi NCR<");
    expect(html).toContain('<option value="Pune">Pune (coming soon)</option>');
    // This server sends no WhatsApp: nothing in the page shows the form's tick-box.
    expect(html).not.toContain(WHATSAPP_META);
  });

  it("names an opened city on every page at once: hero, FAQ, navigation, meta and the page's data", async () => {
    const opened = await ctx.app.inject({
      method: "PUT",
      url: "/api/v1/admin/hubs/Pune",
      headers: staff,
      payload: { status: "live", weeklyCapacity: 20 },
    });
    expect(opened.statusCode).toBe(200);

    const home = (await get("/")).body;
    expect(home).toContain("Live in Bangalore, Mumbai, Delhi NCR and Pune</p>");
    // The waitlist form offers it as live, in the home-city list and among the chips.
    const now = { live: ["Bangalore", "Mumbai", "Delhi NCR", "Pune"], planned: ["Hyderabad", "Chennai"] };
    expect(home).toContain(homeCityOptionsHtml(now));
    expect(home).toContain(preferredCityChipsHtml(now));
    expect(home).toContain('<option value="Pune">Pune</option>');
    expect(home).not.toContain(WHATSAPP_META);
    expect(home).toContain("stores your travel wardrobe in Bangalore, Mumbai, Delhi NCR and Pune, then");
    expect(home).toContain(
      "<p>Live in Bangalore, Mumbai, Delhi NCR and Pune. Hyderabad and Chennai follow demand.</p>",
    );
    expect(home).toContain(
      `<meta name="${CITIES_META_NAME}" content="${citiesMetaContent({
        live: ["Bangalore", "Mumbai", "Delhi NCR", "Pune"],
        planned: ["Hyderabad", "Chennai"],
      }).replaceAll('"', "&quot;")}"/>`,
    );

    const faq = await get("/faq");
    const answer =
      "Bangalore, Mumbai, Delhi NCR and Pune are live. Hyderabad and Chennai come next, depending on demand from the waitlist.";
    expect(faq.body).toContain(`<p>${answer}</p>`);
    expect(faq.body).toContain(`"text":"${answer}"`);
    expect(faq.body).not.toContain("Hyderabad, Pune and Chennai");
    // The structured data changed with the cities: the policy lists the page's scripts as now sent.
    const hashes = inlineScriptHashes(faq.body);
    for (const hash of hashes) expect(faq.headers["content-security-policy"]).toContain(hash);

    const nri = (await get("/forwhom/nri")).body;
    expect(nri).toContain("Keep your Indian wardrobe in Bangalore, Mumbai, Delhi NCR or Pune between visits");
    expect(nri).toContain(
      'content="Keep a wardrobe for weddings, Diwali and family visits in Bangalore, Mumbai, Delhi NCR or Pune,',
    );
  });

  it("keeps compression and revalidation right for a rewritten page", async () => {
    const br = await get("/faq", { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("no-cache");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain("Delhi NCR and Pune are live.");
    const gz = await get("/faq", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain("Delhi NCR and Pune are live.");

    const etag = String(br.headers.etag);
    expect(etag).not.toBe(String(gz.headers.etag));
    const again = await get("/faq", { "accept-encoding": "gzip, br", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    const head = await ctx.app.inject({ method: "HEAD", url: "/faq" });
    expect(head.statusCode).toBe(200);
  });

  it("sends a browser's copy of the page as built anew: its ETag no longer matches", async () => {
    const asBuilt = fs.statSync(path.join(clientDir, "index.html"));
    const builtTag = `W/"${asBuilt.size.toString(16)}-${asBuilt.mtime.getTime().toString(16)}"`;
    const response = await get("/", { "if-none-match": builtTag });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("Delhi NCR and Pune");
  });
});

describe("pages on a server that sends WhatsApp", () => {
  const clientDir = builtSite();
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ config: { clientDir }, env: WHATSAPP_ENV });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("carry the sign that shows the form's WhatsApp tick-box, with the build's cities too", async () => {
    const home = await ctx.app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain(`${WHATSAPP_META}</head>`);
    expect(home.body).toContain("Live in Bangalore, Mumbai and Delhi NCR<");
    for (const hash of inlineScriptHashes(home.body)) expect(home.headers["content-security-policy"]).toContain(hash);
  });
});
