// bench:passkey-flood: POST /api/v1/auth/passkey/options needs no sign-in, so anyone may call it as often as
// they like. This sends 120,000 calls from one address to the production server (SQLite, or PostgreSQL with
// DATABASE_URL) in six rounds of 20,000, and prints each round's rate and answers, how much the database grew,
// and the sign-up rate before and after the flood. Targets (docs/product.md, Staff): the database grows by
// under 1 MB and both rates stay steady (the last round within 25% of the first; sign-ups after within 25% of
// before). Options (env): BENCH_PORT (4492), BENCH_CONNECTIONS (16), DATABASE_URL (a database of its own).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { startBuiltServer } from "./bench-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 4492);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const databaseUrl = process.env.DATABASE_URL;
const base = `http://127.0.0.1:${port}`;
const FLOOD = 120_000;
const ROUNDS = 6;
const SIGN_UP_SECONDS = 5;

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-flood-"));
const server = await startBuiltServer(port, {
  DATA_DIR: dataDir,
  // The sign-up runs come from this one address too; their own limit would stop them at once.
  WAITLIST_RATE_LIMIT_PER_MINUTE: "100000000",
});

/** The database's size in bytes: SQLite's files (the WAL included), or PostgreSQL's own count. */
async function databaseBytes() {
  if (!databaseUrl) {
    return fs.readdirSync(dataDir).reduce((sum, name) => sum + fs.statSync(path.join(dataDir, name)).size, 0);
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query("select pg_database_size(current_database()) as n")).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Waits (at most 60 s) until the database's size holds for 3 s: the sign-ups' own e-mail is written by then. */
async function settledBytes() {
  let last = await databaseBytes();
  for (let waited = 0; waited < 60_000; waited += 3000) {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const now = await databaseBytes();
    if (now === last) return now;
    last = now;
  }
  return last;
}

let signUpNumber = 0;
const lettersFor = (n) => String(n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
const signUps = () =>
  autocannon({
    url: `${base}/api/v1/survey_responses`,
    method: "POST",
    connections,
    duration: SIGN_UP_SECONDS,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const i = signUpNumber++;
          const body = {
            name: `Flood Bench ${lettersFor(i)}`,
            email: `flood-${process.pid}-${i}@example.com`,
            phone: `+9198${String(10_000_000 + i).slice(-8)}`,
            homeCity: "Bangalore",
            ageConfirmed: true,
          };
          return { ...request, body: JSON.stringify(body) };
        },
      },
    ],
  });

const optionsRound = () =>
  autocannon({
    url: `${base}/api/v1/auth/passkey/options`,
    method: "POST",
    connections,
    amount: FLOOD / ROUNDS,
    headers: { "content-type": "application/json", "x-requested-with": "stashd" },
    body: "{}",
  });

const verdict = (met) => (met ? "met" : "NOT met");
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);

try {
  await autocannon({ url: `${base}/api/v1/health`, connections, duration: 2 });
  const before = await signUps();
  const sizeBefore = await settledBytes();
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await optionsRound());
  const sizeAfter = await settledBytes();
  const after = await signUps();

  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `\nbench:passkey-flood on ${os.cpus().length} cores (load average ${load}), ${databaseUrl ? "PostgreSQL" : "SQLite"}, ${connections} connections, ${FLOOD.toLocaleString("en")} options calls from one address`,
  );
  for (const [i, round] of rounds.entries()) {
    const ok = round["2xx"];
    const limited = round.statusCodeStats?.["429"]?.count ?? 0;
    console.log(
      `round ${i + 1}: ${round.requests.average.toFixed(0).padStart(6)} calls/s   p99 ${String(round.latency.p99).padStart(3)} ms   ${ok} answered 200, ${limited} answered 429, ${round.errors} errors`,
    );
  }
  const growth = sizeAfter - sizeBefore;
  console.log(`database: ${mb(sizeBefore)} MB before the flood, ${mb(sizeAfter)} MB after (+${mb(growth)} MB)`);
  console.log(
    `sign-ups/s: ${before.requests.average.toFixed(0)} before the flood, ${after.requests.average.toFixed(0)} after`,
  );
  const first = rounds[0].requests.average;
  const last = rounds.at(-1).requests.average;
  console.log(`database grows < 1 MB: ${verdict(growth < 1024 * 1024)} (+${mb(growth)} MB)`);
  console.log(
    `options rate steady (last round >= 0.75 of the first): ${verdict(last >= 0.75 * first)} (${(last / first).toFixed(2)})`,
  );
  const ratio = after.requests.average / before.requests.average;
  console.log(`sign-up rate steady (after >= 0.75 of before): ${verdict(ratio >= 0.75)} (${ratio.toFixed(2)})`);
  console.log("(timings on a shared machine are noisy; the load average says how busy it was)");
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
