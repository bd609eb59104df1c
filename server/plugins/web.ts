import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SiteCities } from "../../contract/cities.js";
import {
  CLIENT_ROUTES_FILE,
  CLIENT_SIDE_PREFIXES,
  matchesRoutePattern,
  NOT_FOUND_PATH,
} from "../../contract/routes.js";
import { createCityPages, etagMatches, pageEncoding } from "../services/site/city-pages.js";
import type { CityCatalogue } from "../services/waitlist/cities.js";
import { contentSecurityPolicy } from "./security-headers.js";

const SPA_FALLBACK = "__spa-fallback.html";
const NOT_FOUND_PAGE = `${NOT_FOUND_PATH.slice(1)}/index.html`;
/** Written by the build (server/lib/csp-hashes.mjs): each page's inline-script hashes, by file. */
const CSP_MANIFEST = ".csp-hashes.json";

function readCspManifest(root: string): Record<string, string[]> {
  const file = path.join(root, CSP_MANIFEST);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
}

/** Finds every pre-rendered page: `pricing/index.html` answers `/pricing`. */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(clientDir, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== "assets") walk(relative);
      else if (entry.name === "index.html") pages.set(`/${dir}`.replace(/\/$/, "") || "/", relative);
    }
  };
  walk("");
  pages.delete(NOT_FOUND_PATH);
  return pages;
}

/** The client-side pages' path patterns from the build, or undefined for a build without the list. */
function readClientRoutes(clientDir: string): string[] | undefined {
  const file = path.join(clientDir, CLIENT_ROUTES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as string[]) : undefined;
}

/** The live and planned city names from the catalogue, worked out once per list it hands out. */
function siteCities(catalogue: CityCatalogue) {
  let last: { list: Awaited<ReturnType<CityCatalogue["list"]>>; cities: SiteCities } | undefined;
  return async (): Promise<SiteCities> => {
    const list = await catalogue.list();
    if (last?.list !== list) {
      const named = (status: string) => list.filter((city) => city.status === status).map((city) => city.name);
      last = { list, cities: { live: named("live"), planned: named("planned") } };
    }
    return last.cities;
  };
}

function cacheControlFor(filePath: string) {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (filePath.endsWith(".html")) return "no-cache";
  return "public, max-age=86400";
}

/**
 * Serves the built front end: hashed assets with a long immutable cache, pre-rendered HTML with
 * no-cache, the client-side app for /admin and /onboarding, and a real 404 page for anything else.
 */
export async function webPlugin(
  app: FastifyInstance,
  {
    clientDir,
    apiNotFound,
  }: { clientDir: string; apiNotFound: (request: FastifyRequest, reply: FastifyReply) => void },
) {
  const root = path.resolve(clientDir);
  const isApi = (request: FastifyRequest) => request.url === "/api" || request.url.startsWith("/api/");
  const hasClient = fs.existsSync(path.join(root, SPA_FALLBACK)) || fs.existsSync(path.join(root, "index.html"));
  if (!hasClient) {
    app.log.warn({ clientDir: root }, "no built front end found; serving the API only (run `npm run build`)");
    app.setNotFoundHandler((request, reply) =>
      isApi(request) ? apiNotFound(request, reply) : reply.code(404).type("text/plain").send("Not found"),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root,
    index: false,
    redirect: false,
    preCompressed: true,
    // Our setHeaders decides caching per file; the plugin's own header would overwrite it.
    cacheControl: false,
    // One route per built file rather than a GET wildcard, which would answer unknown /api paths (and
    // shadow the router's own refusals there) with the site's HTML.
    wildcard: false,
    // Pages are served only through their routes below, each with its own script hashes.
    globIgnore: ["**/*.html", "**/*.html.br", "**/*.html.gz"],
    setHeaders: (res, filePath) => res.setHeader("cache-control", cacheControlFor(filePath)),
  });

  // Each page's policy allows exactly its own inline scripts; a page the build did not hash gets none.
  const hashes = readCspManifest(root);
  const policies = new Map<string, string>();
  const policyFor = (file: string) => {
    const cached = policies.get(file);
    if (cached) return cached;
    const policy = contentSecurityPolicy(app.config, hashes[file] ?? []);
    policies.set(file, policy);
    return policy;
  };
  const sendBuilt = (reply: FastifyReply, file: string, status: number) =>
    reply
      .code(status)
      .header("cache-control", "no-cache")
      .header("content-security-policy", policyFor(file))
      .sendFile(file);

  // The pages name the hubs' live and planned cities as they are now, not as they were at build time
  // (decision 276), in the copy and in the waitlist form; and they show the form's WhatsApp tick-box only
  // when this server sends WhatsApp. A page so rewritten is sent with its own ETag and script hashes.
  const cityPages = createCityPages(root, { whatsapp: app.config.whatsapp !== undefined });
  const currentCities = siteCities(app.cities);
  const sendHtml = async (request: FastifyRequest, reply: FastifyReply, file: string, status = 200) => {
    const cities = await currentCities().catch((error: unknown) => {
      request.log.error({ err: error }, "reading the cities failed; the page is sent as built");
      return undefined;
    });
    const rewritten = cities && cityPages.page(file, cities);
    if (!rewritten) return sendBuilt(reply, file, status);
    const page = await rewritten;
    const encoding = pageEncoding(request.headers["accept-encoding"]);
    const etag = `"${page.tag}-${encoding}"`;
    reply
      .code(status)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .header("etag", etag)
      .header("content-security-policy", contentSecurityPolicy(app.config, page.scriptHashes));
    if (status === 200 && etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.type("text/html; charset=utf-8").send(page.bodies[encoding]);
  };

  for (const [route, file] of findPrerenderedPages(root)) {
    app.get(route, (request, reply) => sendHtml(request, reply, file));
  }
  const spaFile = fs.existsSync(path.join(root, SPA_FALLBACK)) ? SPA_FALLBACK : "index.html";
  // The app shows its own "not found" for an unknown client-side path; the status says so too.
  const clientRoutes = readClientRoutes(root);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const known = !clientRoutes || matchesRoutePattern(request.url.split("?")[0] ?? "/", clientRoutes);
    return sendHtml(request, reply, spaFile, known ? 200 : 404);
  };
  for (const prefix of CLIENT_SIDE_PREFIXES) {
    app.get(prefix, sendApp);
    app.get(`${prefix}/*`, sendApp);
  }

  const hasNotFoundPage = fs.existsSync(path.join(root, NOT_FOUND_PAGE));
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request)) return apiNotFound(request, reply);
    return hasNotFoundPage
      ? sendHtml(request, reply, NOT_FOUND_PAGE, 404)
      : reply.code(404).type("text/plain").send("Not found");
  });
}
