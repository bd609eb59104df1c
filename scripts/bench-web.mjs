// `npm run bench:web`: Lighthouse 12 (mobile preset, simulated throttling) against the built site on
// Debian's Chromium, for every public route listed in /sitemap.xml. Prints one row per route: the four
// category scores, total JavaScript bytes and total transfer bytes. Targets: performance >= 98 and 100
// for accessibility, best practices and SEO. Full reports go to bench-results/lighthouse/ (gitignored).
// First, click to first key (scripts/bench-first-key.mjs): from a click on a waitlist trigger on a page that
// has just loaded to a character typed in the form, and the compressed size of the form's HTML.
// `npm run bench:web -- --panel` measures that alone; route paths limit Lighthouse.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { benchFirstKey, panelHtmlSize } from "./bench-first-key.mjs";

const PORT = Number(process.env.BENCH_WEB_PORT ?? 4470);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const OUT_DIR = "bench-results/lighthouse";

await import("./ensure-build.mjs");

// On a shared machine another server may already listen on the port; measuring it would be meaningless.
const portTaken = await fetch(`${ORIGIN}/api/v1/health`).then(
  () => true,
  () => false,
);
if (portTaken) {
  console.error(`${ORIGIN} already answers: another server uses port ${PORT}. Set BENCH_WEB_PORT to a free port.`);
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-web-"));
const server = spawn(process.execPath, ["build/server/main.js"], {
  env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${ORIGIN}/api/v1/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not start on ${ORIGIN}`);
}

/** The sitemap names the canonical origin; the paths are what we measure locally. */
async function publicPaths() {
  const xml = await (await fetch(`${ORIGIN}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

function summarise(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    jsBytes: bytes("script"),
    totalBytes: bytes("total"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
  };
}

function failedAudits(lhr) {
  return CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${id}/${ref.id}`),
  );
}

const args = process.argv.slice(2);
const panelOnly = args.includes("--panel");
const only = args.filter((arg) => !arg.startsWith("--"));
const rows = [];
let chrome;
let panelMet = true;
try {
  await waitForServer();
  panelMet = await benchFirstKey({ origin: ORIGIN, executablePath: CHROME });
  const size = panelHtmlSize("build/client/index.html");
  console.log(`  The waitlist panels' HTML in each page: ${size.raw} bytes, ${size.gzip} bytes gzip (target ≤ 6 KB)`);
  chrome = panelOnly
    ? undefined
    : await chromeLauncher.launch({
        chromePath: CHROME,
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
      });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  // Paths named on the command line are measured as given (the notice's translations are not in the sitemap).
  const routes = chrome ? (only.length > 0 ? only : await publicPaths()) : [];
  for (const route of routes) {
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
    const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "-");
    fs.writeFileSync(path.join(OUT_DIR, `${name}.json`), result.report);
    rows.push({ route, ...summarise(result.lhr), failing: failedAudits(result.lhr).join(" ") });
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await chrome?.kill();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (panelOnly) process.exit(panelMet ? 0 : 1);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log("\nLighthouse 12, mobile preset (simulated Slow 4G, 4x CPU slowdown)\n");
console.table(
  rows.map((row) => ({
    route: row.route,
    perf: row.performance,
    a11y: row.accessibility,
    "best-pr": row["best-practices"],
    seo: row.seo,
    "JS (transfer)": kb(row.jsBytes),
    "total transfer": kb(row.totalBytes),
    "LCP ms": row.lcpMs,
    CLS: row.cls,
    "TBT ms": row.tbtMs,
  })),
);
const misses = rows.filter(
  (row) => row.performance < 98 || row.accessibility < 100 || row["best-practices"] < 100 || row.seo < 100,
);
for (const row of misses) console.log(`below target: ${row.route} ${row.failing}`);
console.log(misses.length === 0 ? "All routes meet the targets." : `${misses.length} route(s) below target.`);
if (!panelMet) console.log("Click to first key missed its target (above).");
