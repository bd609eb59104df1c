// bench:api: the production server on a fresh SQLite database (WAL, synchronous=FULL, so every
// acknowledged sign-up is on disk), driven by autocannon: first GET /api/v1/health as the baseline, then
// POST /api/v1/survey_responses with unique valid sign-ups. Prints requests/s, p50 and p99 for both and
// the ratio. Target on a 2-core machine: >= 1,500 sign-ups/s with p99 < 100 ms.
// Options (env): BENCH_PORT (4490), BENCH_SECONDS (10), BENCH_CONNECTIONS (16), DATABASE_URL (bench PostgreSQL).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4490);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const base = `http://127.0.0.1:${port}`;

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-"));
const server = await startBuiltServer(port, {
  DATA_DIR: dataDir,
  // Every request comes from one address here; the per-IP limit would otherwise stop the run at once.
  WAITLIST_RATE_LIMIT_PER_MINUTE: "100000000",
});
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};

const CITIES = ["Bangalore", "Mumbai", "Delhi NCR", "Hyderabad", "Pune", "Chennai"];
let counter = 0;
function signUpBody() {
  counter++;
  return JSON.stringify({
    name: `Bench Traveller ${counter}`,
    email: `bench-${process.pid}-${counter}@example.com`,
    phone: `+9198${String(10_000_000 + counter).slice(-8)}`,
    company: "Bench Co",
    tripsPerMonth: "2",
    homeCity: CITIES[counter % 3],
    preferredCities: [CITIES[(counter + 1) % 6], CITIES[(counter + 2) % 6]],
  });
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration, ...options }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
  });
}

function row({ title, result }) {
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${title.padEnd(28)} ${result.requests.average.toFixed(0).padStart(8)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${bad} failed`;
}

// The page-view beacon (docs/product.md, Traffic): must cost no more than a health check (ratio >= 0.8).
// Each request is a different browser, so every view is a new visitor to hash and count.
const PAGES = ["/", "/pricing", "/faq", "/forwhom/consultants", "/forwhom/nri"];
let views = 0;
async function benchBeacon(health) {
  const beacon = await run("POST /api/v1/visits", {
    url: `${base}/api/v1/visits`,
    method: "POST",
    requests: [
      {
        setupRequest: (request) => {
          views++;
          return {
            ...request,
            headers: { "content-type": "application/json", "user-agent": `Mozilla/5.0 Bench/${views} Firefox/128.0` },
            body: JSON.stringify({ path: PAGES[views % PAGES.length], referrer: "https://www.google.com/" }),
          };
        },
      },
    ],
  });
  console.log(row(beacon));
  const ratio = beacon.result.requests.average / health.result.requests.average;
  console.log(
    `beacon/health throughput ratio: ${ratio.toFixed(2)} (target >= 0.8: ${ratio >= 0.8 ? "met" : "NOT met"})`,
  );
  if (beacon.result.non2xx + beacon.result.errors > 0) process.exitCode = 1;
}

try {
  await run("warm-up", { duration: 2, url: `${base}/api/v1/health` });
  const health = await run("GET /api/v1/health", { url: `${base}/api/v1/health` });
  const signUps = await run("POST /api/v1/survey_responses", {
    url: `${base}/api/v1/survey_responses`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: (request) => ({ ...request, body: signUpBody() }) }],
  });
  const db = process.env.DATABASE_URL ? "PostgreSQL" : "SQLite (WAL, synchronous=FULL)";
  // Other work on a shared machine moves these figures a lot; the load average says how busy it was.
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\nbench:api on ${os.cpus().length} cores (load average ${load}), ${db}, ${connections} connections, ${duration} s each`,
  );
  console.log(row(health));
  console.log(row(signUps));
  const ratio = signUps.result.requests.average / health.result.requests.average;
  console.log(`sign-ups/health throughput ratio: ${ratio.toFixed(2)}`);
  const met = signUps.result.requests.average >= 1500 && signUps.result.latency.p99 < 100;
  console.log(`target (>= 1,500 sign-ups/s, p99 < 100 ms): ${met ? "met" : "NOT met"}`);
  if (signUps.result.non2xx + signUps.result.errors > 0) process.exitCode = 1;
  await benchBeacon(health);
} finally {
  stop();
}
