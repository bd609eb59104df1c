// bench:api: the production server on a fresh SQLite database (WAL, synchronous=FULL, so every
// acknowledged sign-up is on disk), driven by autocannon: GET /api/v1/health as the baseline, then
// POST /api/v1/survey_responses with unique valid sign-ups, then the page-view beacon. Prints requests/s,
// p50/p99 and the server's CPU time per request for each, and the targets met or not (docs/product.md):
// >= 2,500 sign-ups/s (PostgreSQL: >= 2,000), p99 < 50 ms, >= 0.5 of the health rate (PostgreSQL: >= 0.4);
// beacon >= 0.8 of health.
// Request bodies are built before each run, so the load generator (on the same 2 cores) spends its time
// sending, not serialising. After each run the bench waits for the server to be idle: the CPU of the work a
// request leaves behind (each sign-up's e-mail) is charged to its row. "loop" is the event loop's share of
// that CPU (the rest is the sign-up thread, the SMTP thread and V8's helpers); "load" is the load
// generator's own CPU per request, taken from the same 2 cores. Options (env): BENCH_PORT (4490),
// BENCH_SECONDS (10), BENCH_CONNECTIONS (16), DATABASE_URL (bench PostgreSQL), BENCH_SMTP=1 (the e-mail goes
// to an SMTP relay, as in production, instead of the outbox table: scripts/bench-smtp-relay.mjs at nice 19),
// BENCH_WHATSAPP=1 (WhatsApp configured against the Cloud API fake, server/test-support/whatsapp-fake.mjs at nice 19,
// and every bench sign-up opts in: its confirmation goes by WhatsApp), BENCH_POOLER_URL (a transaction-mode
// PgBouncer in front of DATABASE_URL's server, e.g. deploy/pgbouncer-local.sh: the sign-ups run again with
// the server reaching PostgreSQL through it, migrating on DATABASE_URL, and the floor is checked there too).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startBuiltServer, startRelay, startWhatsappFakeProcess } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4490);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const postgres = Boolean(process.env.DATABASE_URL);
const base = `http://127.0.0.1:${port}`;

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-"));
const relay = process.env.BENCH_SMTP ? await startRelay() : undefined;
const whatsapp = process.env.BENCH_WHATSAPP ? await startWhatsappFakeProcess() : undefined;
const serverEnv = {
  DATA_DIR: dataDir,
  ...(relay ? { SMTP_URL: relay.url } : {}),
  ...(whatsapp ? whatsapp.env : {}),
  // Every request comes from one address here; the per-IP limit would otherwise stop the run at once.
  WAITLIST_RATE_LIMIT_PER_MINUTE: "100000000",
  // The beacon run measures storing every view, as a site with many readers does.
  TRAFFIC_VIEWS_PER_MINUTE: "100000000",
};
let server = await startBuiltServer(port, serverEnv);
const stop = () => {
  server.kill("SIGTERM");
  relay?.process.kill("SIGTERM");
  whatsapp?.process.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};

/** Enough distinct requests that none repeats within a run, whatever the rate. */
const prebuilt = (make) => Array.from({ length: duration * 12_000 }, (_, i) => make(i));
const cycling = (requests) => {
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, ...requests[next++ % requests.length] }) }];
};

/** A number written with letters (0 is a, 1 is b, …), unique as the number is. */
const lettersFor = (n) => String(n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

const CITIES = ["Bangalore", "Mumbai", "Delhi NCR", "Hyderabad", "Pune", "Chennai"];
const signUp = (i, run = "") => ({
  body: JSON.stringify({
    // Digits spelled as letters: a name may not hold a run of five digits (contract/text.ts).
    name: `Bench Traveller ${lettersFor(i)}`,
    email: `bench-${process.pid}${run}-${i}@example.com`,
    phone: `+9198${String(10_000_000 + i).slice(-8)}`,
    company: "Bench Co",
    tripsPerMonth: "2",
    homeCity: CITIES[i % 3],
    ageConfirmed: true,
    preferredCities: [CITIES[(i + 1) % 6], CITIES[(i + 2) % 6]],
    ...(whatsapp ? { whatsappOptIn: true } : {}),
  }),
});
// Each view is a different browser, so every view is a new visitor to hash and count (the dearest case).
const PAGES = ["/", "/pricing", "/faq", "/forwhom/consultants", "/forwhom/nri"];
const pageView = (i) => ({
  headers: { "content-type": "application/json", "user-agent": `Mozilla/5.0 Bench/${i} Firefox/128.0` },
  body: JSON.stringify({ path: PAGES[i % PAGES.length], referrer: "https://www.google.com/" }),
});

/**
 * One run, then a wait until the server is idle again: the work a request leaves behind (the e-mail each
 * sign-up causes, counts written later) is charged to its own row, not to the next run.
 */
async function run(title, options) {
  const before = cpuTicks();
  const loopBefore = cpuTicks(server.pid);
  const generatorBefore = process.cpuUsage();
  const result = await autocannon({ url: base, connections, duration, ...options });
  const generator = process.cpuUsage(generatorBefore);
  const settled = await idle();
  const requests = Math.max(1, result.requests.total);
  const cpuUsPerRequest = ((settled.ticks - before) * 10_000) / requests;
  // The event loop's share, and the load generator's (it shares the 2 cores: what it takes, the server lacks).
  const loopUsPerRequest = ((cpuTicks(server.pid) - loopBefore) * 10_000) / requests;
  const generatorUsPerRequest = (generator.user + generator.system) / requests;
  return { title, result, cpuUsPerRequest, loopUsPerRequest, generatorUsPerRequest, afterSeconds: settled.seconds };
}

/** Waits (at most a minute) until the server uses under 2% of a core for a second. */
async function idle() {
  const started = Date.now();
  let ticks = cpuTicks();
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuTicks();
    if (now - ticks <= 2) return { ticks, seconds: (Date.now() - started - 1000) / 1000 };
    ticks = now;
  }
  return { ticks, seconds: 60 };
}

/**
 * The server's CPU time so far (user + system, every thread), in clock ticks of 10 ms; given a thread id,
 * that thread's alone (the process's own id is its main thread, the event loop).
 */
function cpuTicks(thread) {
  const file = thread ? `/proc/${server.pid}/task/${thread}/stat` : `/proc/${server.pid}/stat`;
  const fields = fs.readFileSync(file, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

function row({ title, result, cpuUsPerRequest, loopUsPerRequest, generatorUsPerRequest, afterSeconds }) {
  const bad = result.non2xx + result.errors + result.timeouts;
  const after = afterSeconds > 0 ? `   (busy ${afterSeconds} s after)` : "";
  return `${title.padEnd(30)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${cpuUsPerRequest.toFixed(0).padStart(5)} µs CPU/req (loop ${loopUsPerRequest.toFixed(0)}, load ${generatorUsPerRequest.toFixed(0)})   ${bad} failed${after}`;
}

const verdict = (met) => (met ? "met" : "NOT met");

/** PostgreSQL's size of the bench database in bytes (0 on SQLite): what each sign-up adds (docs/scale.md). */
async function databaseBytes() {
  if (!postgres) return 0;
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query("select pg_database_size(current_database())::bigint as bytes");
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

/** The same sign-ups with the server behind a transaction-mode PgBouncer: its own row and the same floor. */
async function throughPooler(floor) {
  const pooled = new URL(process.env.BENCH_POOLER_URL);
  pooled.pathname = new URL(process.env.DATABASE_URL).pathname;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await exited;
  server = await startBuiltServer(port, {
    ...serverEnv,
    DATABASE_URL: pooled.toString(),
    DATABASE_DIRECT_URL: process.env.DATABASE_URL,
  });
  await run("warm-up", { duration: 2, url: `${base}/api/v1/health` });
  const signUps = await run("POST …/survey_responses (PgBouncer)", {
    url: `${base}/api/v1/survey_responses`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: cycling(prebuilt((i) => signUp(i, "-pooled"))),
  });
  console.log(`\nthrough PgBouncer in transaction mode (load average ${os.loadavg()[0].toFixed(1)})`);
  console.log(row(signUps));
  const rate = signUps.result.requests.average;
  console.log(
    `sign-ups/s >= ${floor.toLocaleString("en")} through PgBouncer: ${verdict(rate >= floor)} (${rate.toFixed(0)})`,
  );
  console.log(
    `sign-up p99 < 50 ms through PgBouncer: ${verdict(signUps.result.latency.p99 < 50)} (${signUps.result.latency.p99} ms)`,
  );
  if (signUps.result.non2xx + signUps.result.errors > 0) process.exitCode = 1;
}

try {
  await run("warm-up", { duration: 2, url: `${base}/api/v1/health` });
  const health = await run("GET /api/v1/health", { url: `${base}/api/v1/health` });
  const sizeBefore = await databaseBytes();
  const signUps = await run("POST /api/v1/survey_responses", {
    url: `${base}/api/v1/survey_responses`,
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: cycling(prebuilt(signUp)),
  });
  const grown = (await databaseBytes()) - sizeBefore;
  const beacon = await run("POST /api/v1/visits", {
    url: `${base}/api/v1/visits`,
    method: "POST",
    requests: cycling(prebuilt(pageView)),
  });
  // Other work on a shared machine moves these figures a lot; the load average says how busy it was.
  const load = os.loadavg()[0].toFixed(1);
  const db = postgres ? "PostgreSQL" : "SQLite (WAL, synchronous=FULL)";
  const mail = `${relay ? "e-mail to an SMTP relay" : "e-mail to the outbox table"}${whatsapp ? ", sign-ups opt in to WhatsApp (the fake)" : ""}`;
  console.log(
    `\nbench:api on ${os.cpus().length} cores (load average ${load}), ${db}, ${mail}, ${connections} connections, ${duration} s each`,
  );
  for (const each of [health, signUps, beacon]) console.log(row(each));
  if (whatsapp) {
    console.log(
      `the WhatsApp fake accepted ${await whatsapp.received()} messages for ${signUps.result.requests.total} sign-ups by the end`,
    );
  }
  if (relay) {
    const sent = `${relay.received} of ${signUps.result.requests.total} sign-ups' e-mails`;
    console.log(`the relay received ${sent} by the end (the sign-ups run waits up to 60 s for their e-mail)`);
  }
  const rate = (each) => each.result.requests.average;
  const signUpRatio = rate(signUps) / rate(health);
  const ratioTarget = postgres ? 0.4 : 0.5;
  // The floors: PostgreSQL's sign-up is a network round trip to another process on the same 2 cores.
  const floor = postgres ? 2000 : 2500;
  console.log(
    `sign-ups/s >= ${floor.toLocaleString("en")}: ${verdict(rate(signUps) >= floor)} (${rate(signUps).toFixed(0)})`,
  );
  console.log(`sign-up p99 < 50 ms: ${verdict(signUps.result.latency.p99 < 50)} (${signUps.result.latency.p99} ms)`);
  console.log(
    `sign-ups/health ratio >= ${ratioTarget}: ${verdict(signUpRatio >= ratioTarget)} (${signUpRatio.toFixed(2)})`,
  );
  // Health saturates the event loop alone; sign-ups have both cores. The CPU each costs says how far the
  // ratio target is from what the work per sign-up allows (decision 271).
  const cpuRatio = signUps.cpuUsPerRequest / health.cpuUsPerRequest;
  console.log(`server CPU per sign-up: ${cpuRatio.toFixed(1)} times a health check's`);
  if (postgres && signUps.result.requests.total > 0) {
    const perSignUp = grown / signUps.result.requests.total;
    console.log(
      `database growth: ${(grown / 1e6).toFixed(1)} MB for ${signUps.result.requests.total} sign-ups, about ${(perSignUp / 1024).toFixed(1)} KiB each (tables, indexes, e-mail rows; before vacuum)`,
    );
  }
  const beaconRatio = rate(beacon) / rate(health);
  console.log(`beacon/health ratio >= 0.8: ${verdict(beaconRatio >= 0.8)} (${beaconRatio.toFixed(2)})`);
  for (const each of [signUps, beacon]) {
    if (each.result.non2xx + each.result.errors > 0) process.exitCode = 1;
  }
  if (postgres && process.env.BENCH_POOLER_URL) await throughPooler(floor);
} finally {
  stop();
}
