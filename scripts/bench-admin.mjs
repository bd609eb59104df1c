// bench:admin: seeds 1,000,000 waitlist entries (100k invites, 30k signups) with `seed:demo` into a fresh
// SQLite database, and a fresh PostgreSQL database too when DATABASE_URL is set, starts the production
// server on it and prints p50/p95 of the staff calls below, plus the slowest health check measured while
// they ran (polled throughout from this process). Targets on a 2-core machine: p95 <= 100 ms for lists,
// searches and stats; <= 500 ms per trending call; <= 300 ms per traffic call, over BENCH_TRAFFIC_DAYS (365)
// days of traffic at 50,000 visitors a day; <= 200 ms for the lists' day, channel, source and line filters
// (the founder's home's links); health never waits more than 200 ms.
// The targets count the first request after a start too: the "first" column is each call's first request
// after the server starts (before any warm-up call of its own), as the p95 over BENCH_STARTS starts (1: the
// one figure), since a staff member opening the admin after a deploy meets exactly that.
// Options (env): BENCH_ROWS (1000000), BENCH_RUNS (20 per call), BENCH_STARTS (1), BENCH_PORT (4491),
// DATABASE_URL, BENCH_ONLY, BENCH_TRAFFIC_DAYS. BENCH_SEEDED_SQLITE (a DATA_DIR) and BENCH_SEEDED_POSTGRES (a database URL) measure a
// database seeded before (`seed:demo`) instead of seeding a fresh one, and keep it: a million on PostgreSQL
// takes about 17 minutes to seed.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { timeFirstCalls } from "./bench-first-calls.mjs";
import { startBuiltServer } from "./bench-server.mjs";

const rows = Number(process.env.BENCH_ROWS ?? 1_000_000);
const runs = Number(process.env.BENCH_RUNS ?? 20);
const starts = Math.max(1, Number(process.env.BENCH_STARTS ?? 1));
const trafficDays = Number(process.env.BENCH_TRAFFIC_DAYS ?? 365);
const port = Number(process.env.BENCH_PORT ?? 4491);
const base = `http://127.0.0.1:${port}`;
const admin = { email: "bench@stashd.example", password: "bench-password-1234" };

execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

/** A fresh database per run: a temp dir for SQLite, a new database beside DATABASE_URL's for PostgreSQL. */
async function freshDatabase(kind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-admin-"));
  if (kind === "sqlite") {
    // An empty DATABASE_URL means unset (config.ts): the SQLite run must not inherit the PostgreSQL one.
    return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop: async () => fs.rmSync(dataDir, { recursive: true }) };
  }
  const name = `stashd_bench_${process.pid}`;
  const query = async (text) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(text);
    await client.end();
  };
  await query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await query(`drop database if exists ${name} with (force)`);
      fs.rmSync(dataDir, { recursive: true });
    },
  };
}

/** A database seeded before, named by BENCH_SEEDED_SQLITE or BENCH_SEEDED_POSTGRES, or undefined. */
function seededDatabase(kind) {
  const dataDir = process.env.BENCH_SEEDED_SQLITE;
  const url = process.env.BENCH_SEEDED_POSTGRES;
  const drop = async () => {};
  if (kind === "sqlite" && dataDir) return { env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop, seeded: true };
  if (kind === "postgres" && url) {
    return {
      env: { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "stashd-bench-admin-")), DATABASE_URL: url },
      drop,
      seeded: true,
    };
  }
  return undefined;
}

function seed(env) {
  const started = performance.now();
  const invites = Math.round(rows / 10);
  execFileSync(
    "npx",
    [
      "tsx",
      "server/seed/demo-cli.ts",
      "--rows",
      String(rows),
      "--invites",
      String(invites),
      "--signups",
      String(Math.round(rows * 0.03)),
      "--traffic-days",
      String(trafficDays),
    ],
    { stdio: "inherit", env: { ...process.env, ...env } },
  );
  return (performance.now() - started) / 1000;
}

/**
 * The built server on this bench's database, with the staff account it signs in as; a password session
 * reads the staff API only with the second factor optional (a bench has no authenticator app).
 */
const startServer = (env) =>
  startBuiltServer(port, {
    ...env,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    STAFF_SECOND_FACTOR: "optional",
  });

async function signIn() {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "stashd" },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return { cookie: response.headers.get("set-cookie").split(";")[0], accept: "application/json" };
}

/** Polls /health back to back (20 ms apart) and keeps the slowest answer. */
function healthWatch() {
  let worst = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/v1/health`).then((r) => r.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return worst;
  };
}

/**
 * A personal link for the waitlist's last confirmed, uninvited person in Bangalore (a live city): their page
 * counts everyone ahead of them in the city's line for the wait estimate, the dearest case. The
 * token is stored the way the server stores one (its SHA-256), straight into this bench's database.
 */
async function personalToken(kind, env) {
  const token = randomBytes(32).toString("base64url");
  const person = `select id from survey_responses where home_city = 'Bangalore' and confirmed_at is not null
    and invited_until is null order by queue_ms desc, id desc limit 1`;
  const insert = "insert into personal_tokens (token_hash, survey_response_id, created_at, scope) values ";
  const row = [createHash("sha256").update(token).digest("hex"), new Date().toISOString(), "page"];
  if (kind === "sqlite") {
    const db = new SQLite(path.join(env.DATA_DIR, "stashd.sqlite"));
    db.pragma("busy_timeout = 5000");
    const { id } = db.prepare(person).get();
    db.prepare(`${insert}(?, ?, ?, ?)`).run(row[0], id, row[1], row[2]);
    db.close();
  } else {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { id } = (await client.query(person)).rows[0];
    await client.query(`${insert}($1, $2, $3, $4)`, [row[0], id, row[1], row[2]]);
    await client.end();
  }
  return { authorization: `Bearer ${token}`, accept: "application/json" };
}

const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
const daysAgo = (days) => new Date(Date.now() + 5.5 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);
const yearAgo = () => daysAgo(364);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** What a state-changing staff call must carry (same-origin JSON). */
const JSON_WRITE = { "content-type": "application/json", "x-requested-with": "stashd" };

async function measure(headers, url, method = "GET") {
  const times = [];
  const post = method === "GET" ? {} : { method, body: "{}", headers: { ...headers, ...JSON_WRITE } };
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/v1${url}`, { headers, ...post });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 2) times.push(performance.now() - started); // two warm-up calls
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** A request of a first call: the staff's or the personal link's headers; the answer parsed. */
const firstRequest = (staff, personal) => async (title, url, method) => {
  const headers = title === "personal page (estimate)" ? personal : staff;
  const post = method ? { method, body: "{}", headers: { ...headers, ...JSON_WRITE } } : {};
  const response = await fetch(`${base}/api/v1${url}`, { headers, ...post });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

async function benchOne(kind) {
  const database = seededDatabase(kind) ?? (await freshDatabase(kind));
  let server;
  try {
    const seconds = database.seeded ? 0 : seed(database.env);
    // Written before the server starts, so no write of the bench's lands among the first calls.
    const personal = await personalToken(kind, database.env);
    server = await startServer(database.env);
    const health = await (await fetch(`${base}/api/v1/health`)).json();
    if (health.database !== kind) throw new Error(`the server runs on ${health.database}, not ${kind}`);
    let headers = await signIn();
    const get = async (url) => (await fetch(`${base}/api/v1${url}`, { headers })).json();
    const firstPage = ["waitlist first page", "/survey_responses"];
    // The calls after the first page, which names an address to search for.
    const callsAfter = (first) => [
      ["stats: waitlist", "/admin/stats/surveys"],
      ["stats: invites", "/admin/stats/invites"],
      ["stats: signups", "/admin/stats/signups"],
      ["search common name", "/survey_responses?q=sharma"],
      ["search one e-mail", `/survey_responses?q=${encodeURIComponent(first.items[0].email)}`],
      ["filtered page", "/survey_responses?homeCity=Mumbai&invited=false"],
      ["sorted by name", "/survey_responses?sort=name&order=asc"],
      ["invites first page", "/invites/all"],
      ["trending overview", "/admin/trending/overview"],
      ["trending timeseries", "/admin/trending/timeseries"],
      ["trending breakdown", "/admin/trending/breakdown?by=home_city"],
      ["traffic: last 30 days", "/admin/traffic"],
      ["traffic: a year", `/admin/traffic?from=${yearAgo()}&to=${today()}`],
      ["hubs", "/admin/hubs"],
      ["hubs: recent waves", "/admin/hubs/waves"],
      ["demand (next city)", "/admin/demand"],
      ["personal page (estimate)", "/me"],
      // The lists' day, channel, source and line filters, as the founder's home links to them.
      ["filter: joined this week", `/survey_responses?joinedFrom=${daysAgo(6)}&joinedTo=${today()}`],
      ["filter: confirmed week", `/survey_responses?confirmedFrom=${daysAgo(6)}&confirmedTo=${today()}`],
      ["filter: invited 30 days", `/survey_responses?invitedFrom=${daysAgo(29)}&invitedTo=${today()}`],
      ["filter: week by channel", `/survey_responses?joinedFrom=${daysAgo(6)}&joinedTo=${today()}&channel=email`],
      ["filter: week by source", `/survey_responses?source=Google&joinedFrom=${daysAgo(6)}&joinedTo=${today()}`],
      ["filter: a city's line", "/survey_responses?line=Mumbai"],
      [
        "invites: sent this week",
        `/invites/all?sentFrom=${daysAgo(6)}&sentTo=${today()}&status=pending,sent,accepted,expired`,
      ],
      ["invites: accepted week", `/invites/all?acceptedFrom=${daysAgo(6)}&acceptedTo=${today()}&status=accepted`],
      ["invites: a city's open", "/invites/all?city=Mumbai&status=pending,sent"],
      // The Trends funnel's Invites Sent: each invited person once.
      ["invites: invited people", "/invites/all?person=first"],
      ["founder's home", "/admin/overview"],
    ];
    const { first, times } = await timeFirstCalls(firstRequest(headers, personal), firstPage, callsAfter);
    const firsts = [times];
    const calls = callsAfter(first);
    for (let n = 1; n < starts; n++) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      server = await startServer(database.env);
      headers = await signIn();
      firsts.push((await timeFirstCalls(firstRequest(headers, personal), firstPage, callsAfter)).times);
    }
    let cursor = first.nextCursor;
    for (let page = 2; page < 22; page++) cursor = (await get(`/survey_responses?cursor=${cursor}`)).nextCursor;
    // A hub with an intake, so the preview has a wave to size.
    await fetch(`${base}/api/v1/admin/hubs/Bangalore`, {
      method: "PUT",
      headers: { ...headers, ...JSON_WRITE },
      body: JSON.stringify({ weeklyCapacity: 500 }),
    });
    const measured = [
      ...calls.slice(0, 3),
      ["waitlist first page", "/survey_responses"],
      ...calls.slice(3, 7),
      ["page 22 by cursor", `/survey_responses?cursor=${cursor}`],
      ...calls.slice(7, 15),
      ["hubs: wave preview", "/admin/hubs/Bangalore/waves/preview", "POST"],
      ...calls.slice(15, 16),
      ...calls.slice(17),
    ];
    const stopWatch = healthWatch();
    const results = [];
    for (const [title, url, method] of measured) results.push([title, await measure(headers, url, method)]);
    results.push(["personal page (estimate)", await measure(personal, "/me")]);
    const worstHealth = await stopWatch();
    console.log(
      `\n${kind}: ${database.seeded ? "a database seeded before" : `${rows.toLocaleString("en-IN")} entries seeded in ${seconds.toFixed(1)} s`}; ` +
        `${runs} runs per call`,
    );
    console.log(`${`first ms: p95 over ${starts} start${starts === 1 ? "" : "s"}`}`);
    console.log(`${"call".padEnd(24)} ${"first ms".padStart(9)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)}`);
    for (const [title, { p50, p95 }] of results) {
      const times = firsts.map((each) => each.get(title)).filter((t) => t !== undefined);
      times.sort((a, b) => a - b);
      const firstP95 = times.length ? percentile(times, 95).toFixed(1) : "";
      console.log(
        `${title.padEnd(24)} ${firstP95.padStart(9)} ${p50.toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}`,
      );
    }
    console.log(
      `${"worst health check".padEnd(24)} ${"".padStart(9)} ${"".padStart(8)} ${worstHealth.toFixed(1).padStart(8)}`,
    );
  } finally {
    server?.kill("SIGTERM");
    await database.drop();
  }
}

// BENCH_ONLY=sqlite|postgres runs one of the two.
if (process.env.BENCH_ONLY !== "postgres") await benchOne("sqlite");
const postgres = process.env.DATABASE_URL || process.env.BENCH_SEEDED_POSTGRES;
if (postgres && process.env.BENCH_ONLY !== "sqlite") await benchOne("postgres");
