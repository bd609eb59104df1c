import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { citiesMetaContent, type SiteCities } from "../../../contract/cities.js";
import { rewriteFormCities, WHATSAPP_META } from "../../../contract/waitlist-form-html.js";
import { inlineScriptHashes } from "../../lib/csp-hashes.mjs";
import { citiesOfPage, rewriteCities, sameCities } from "./city-phrases.js";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = "br" | "gzip" | "identity";

/** A page rewritten for the current cities, with its own compressed copies, ETag base and script hashes. */
export interface CityPage {
  bodies: Record<PageEncoding, Buffer>;
  /** Differs whenever the text does, so a browser's copy of the page as built never passes for this one. */
  tag: string;
  /** Its inline scripts' hashes for the CSP: the FAQ's structured data names the cities. */
  scriptHashes: string[];
}

/**
 * The pre-rendered pages as they read with the hubs' current cities (the copy's phrases and the waitlist
 * form's city choices) and, when this server sends WhatsApp, with the sign that shows the form's WhatsApp
 * tick-box. A page the build already serves right is left to the static files (`null`); another is
 * rewritten once per page and city list and kept, compressed like the build's own files (in the thread
 * pool, so the event loop is not held).
 */
export function createCityPages(root: string, { whatsapp = false }: { whatsapp?: boolean } = {}) {
  const built = new Map<string, { html: string; cities: SiteCities | undefined }>();
  const rewritten = new Map<string, { key: string; page: Promise<CityPage> }>();

  const builtPage = (file: string) => {
    let page = built.get(file);
    if (!page) {
      const html = fs.readFileSync(path.join(root, file), "utf8");
      page = { html, cities: citiesOfPage(html) };
      built.set(file, page);
    }
    return page;
  };

  async function rewrite(html: string): Promise<CityPage> {
    const raw = Buffer.from(html, "utf8");
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip(raw, { level: 9 }),
    ]);
    const tag = createHash("sha256").update(raw).digest("base64url").slice(0, 22);
    return { bodies: { br, gzip: gz, identity: raw }, tag, scriptHashes: inlineScriptHashes(html) };
  }

  return {
    /** The page for these cities, or null when the built file already names them (or names none). */
    page(file: string, cities: SiteCities): Promise<CityPage> | null {
      const source = builtPage(file);
      if (!source.cities) return null;
      // Without a live city there is no sentence to write: the cities stay as built.
      const to = cities.live.length === 0 ? source.cities : cities;
      const citiesChange = !sameCities(source.cities, to);
      if (!citiesChange && !whatsapp) return null;
      const key = citiesMetaContent(to);
      const cached = rewritten.get(file);
      if (cached?.key === key) return cached.page;
      let html = citiesChange ? rewriteFormCities(rewriteCities(source.html, source.cities, to), to) : source.html;
      if (whatsapp) html = html.replace("</head>", `${WHATSAPP_META}</head>`);
      const page = rewrite(html);
      rewritten.set(file, { key, page });
      page.catch(() => {
        if (rewritten.get(file)?.page === page) rewritten.delete(file);
      });
      return page;
    },
  };
}

/** The best encoding the request accepts among ours: brotli, then gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** Whether If-None-Match names this ETag (weak comparison, as for a GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}
