#!/usr/bin/env node
// A deploy rehearsed on loopback with the files in deploy/: PgBouncer (pgbouncer.ini, transaction mode)
// in front of PostgreSQL, two instances of the built server behind nginx (nginx-stashd.conf), and
// sign-ups sent through nginx without pause while the instances are restarted one after the other onto
// a new build (a fresh copy of build/, as a release directory). Passes when every acknowledged sign-up
// is stored, none is answered 5xx, and each confirmation e-mail went out once; prints the figures.
//   node deploy/rolling-restart.mjs --database postgres://postgres@127.0.0.1:55432 [--pooler URL]
// Needs Debian's nginx and pgbouncer; builds first when there is no build. .ci/run runs it.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";

const { values: args } = parseArgs({
  options: { database: { type: "string" }, pooler: { type: "string" }, workers: { type: "string", default: "8" } },
});
if (!args.database) throw new Error("--database postgres://… (a server where a database may be created) is required");
const root = path.resolve(import.meta.dirname, "..");
// Any build will do for the rehearsal (in CI, the one the browser tests made): only a missing one is made.
if (!fs.existsSync(path.join(root, "build/server/main.js"))) {
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-roll-"));
fs.chmodSync(work, 0o755);
const cleanups = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const withDatabase = (base, name) => Object.assign(new URL(base), { pathname: `/${name}` }).toString();

async function admin(sql) {
  const client = new pg.Client({ connectionString: withDatabase(args.database, "postgres") });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A release as a deploy lays it out: its own copy of build/, beside the installed node_modules. */
function release(name) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir);
  fs.cpSync(path.join(root, "build"), path.join(dir, "build"), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

async function startInstance(dir, port, env) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      PATH: process.env.PATH,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, `data-${port}`),
    },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited at start: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 300) throw new Error(`instance on ${port} did not become healthy: ${stderr}`);
    await sleep(100);
  }
  return { child, exited, stderr: () => stderr };
}

function startNginx(port, upstreams) {
  const site = fs
    .readFileSync(path.join(root, "deploy/nginx-stashd.conf"), "utf8")
    .replace("server 127.0.0.1:3001", `server 127.0.0.1:${upstreams[0]}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${upstreams[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${port};`)
    .replace("listen [::]:80;", "");
  fs.writeFileSync(path.join(work, "site.conf"), site);
  const temp = (name) => `${name}_temp_path ${path.join(work, `nginx-${name}`)};`;
  fs.writeFileSync(
    path.join(work, "nginx.conf"),
    [
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(work, "nginx.pid")};`,
      `error_log ${path.join(work, "nginx-error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      `  access_log off; ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join(" ")}`,
      "  include /etc/nginx/mime.types;",
      `  include ${path.join(work, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child = spawn(
    "/usr/sbin/nginx",
    ["-c", path.join(work, "nginx.conf"), "-e", path.join(work, "nginx-error.log")],
    {
      stdio: "inherit",
    },
  );
  return child;
}

async function main() {
  const name = `stashd_roll_${process.pid}`;
  await admin(`create database ${name}`);
  cleanups.push(() => admin(`drop database if exists ${name} with (force)`));
  let pooler = args.pooler;
  if (!pooler) {
    const port = await freePort();
    const dir = path.join(work, "bouncer");
    const pgPort = new URL(args.database).port || "5432";
    const started = spawnSync(path.join(root, "deploy/pgbouncer-local.sh"), [pgPort, String(port), dir], {
      stdio: "inherit",
    });
    if (started.status !== 0) throw new Error("PgBouncer did not start");
    cleanups.push(() => process.kill(Number(fs.readFileSync(path.join(dir, "pgbouncer.pid"), "utf8"))));
    pooler = `postgres://postgres@127.0.0.1:${port}`;
  }
  const env = {
    DATABASE_URL: withDatabase(pooler, name),
    DATABASE_DIRECT_URL: withDatabase(args.database, name),
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
    // Every request comes from this one machine: the per-address limit would otherwise be the test.
    WAITLIST_RATE_LIMIT_PER_MINUTE: "10000000",
  };
  const [oldBuild, newBuild] = [release("release-1"), release("release-2")];
  const ports = [await freePort(), await freePort()];
  const instances = [];
  for (const port of ports) instances.push(await startInstance(oldBuild, port, env));
  cleanups.push(() => {
    for (const instance of instances) instance.child.kill("SIGKILL");
  });
  const nginxPort = await freePort();
  const nginx = startNginx(nginxPort, ports);
  cleanups.push(() => nginx.kill("SIGQUIT"));
  const front = `http://127.0.0.1:${nginxPort}`;
  for (
    let i = 0;
    !(await fetch(`${front}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 100)
      throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(work, "nginx-error.log"), "utf8")}`);
    await sleep(100);
  }
  await checkHeaders(front);

  // Sign-ups without pause, from the start to a moment after the roll.
  const acknowledged = [];
  const statuses = new Map();
  const rollLatencies = [];
  let rolling = false;
  let stop = false;
  let next = 0;
  const worker = async () => {
    while (!stop) {
      const n = next++;
      const email = `roll-${n}@example.com`;
      const started = performance.now();
      const answer = await fetch(`${front}/api/v1/survey_responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Roll Test",
          email,
          phone: `+9197${String(10_000_000 + n).slice(-8)}`,
          homeCity: "Bangalore",
          preferredCities: [],
          ageConfirmed: true,
        }),
      }).then(
        (r) => r.status,
        () => "network error",
      );
      if (rolling) rollLatencies.push(performance.now() - started);
      statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
      if (answer === 201) acknowledged.push(email);
    }
  };
  const load = Array.from({ length: Number(args.workers) }, worker);
  await sleep(1500);
  rolling = true;
  const rollStarted = performance.now();
  const stops = [];
  for (const [i, port] of ports.entries()) {
    const stopAsked = performance.now();
    instances[i].child.kill("SIGTERM");
    const code = await instances[i].exited;
    stops.push({ port, code, ms: Math.round(performance.now() - stopAsked) });
    instances[i] = await startInstance(newBuild, port, env);
  }
  const rollMs = performance.now() - rollStarted;
  rolling = false;
  await sleep(1500);
  stop = true;
  await Promise.all(load);

  const db = new pg.Client({ connectionString: env.DATABASE_DIRECT_URL });
  await db.connect();
  db.on("error", () => {});
  cleanups.push(() => db.end());
  const stored = new Set((await db.query("select email from survey_responses")).rows.map((row) => row.email));
  const lost = acknowledged.filter((email) => !stored.has(email));
  let mailed = new Map();
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query("select to_address, count(*)::int as n from mail_outbox group by to_address");
    mailed = new Map(rows.map((row) => [row.to_address, row.n]));
    if (acknowledged.every((email) => mailed.has(email))) break;
    await sleep(200);
  }
  const unmailed = acknowledged.filter((email) => !mailed.has(email));
  const twice = [...mailed.values()].filter((n) => n > 1).length;
  const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
  const failed = [...statuses].filter(([status]) => status === "network error" || status >= 500);
  const sorted = rollLatencies.sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
  console.log(
    [
      `rolling restart behind nginx, through PgBouncer: ${requests} sign-ups sent, ${acknowledged.length} acknowledged`,
      `  answers: ${[...statuses].map(([status, n]) => `${status}: ${n}`).join(", ")}`,
      `  during the roll (${(rollMs / 1000).toFixed(1)} s): ${sorted.length} requests, p99 ${p99.toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
      `  stops: ${stops.map((s) => `instance ${s.port} exit ${s.code} after ${s.ms} ms`).join("; ")}`,
      `  acknowledged but not stored: ${lost.length}; confirmations missing: ${unmailed.length}; sent twice: ${twice}`,
    ].join("\n"),
  );
  const problems = [
    failed.length > 0 && `errors: ${failed.map(([s, n]) => `${s} ×${n}`).join(", ")}`,
    lost.length > 0 && `${lost.length} acknowledged sign-ups not stored`,
    unmailed.length > 0 && `${unmailed.length} confirmations never sent`,
    twice > 0 && `${twice} confirmations sent twice`,
    stops.some((s) => s.code !== 0 || s.ms > 10_000) && "an instance did not drain and exit 0 within 10 s",
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(problems.join("; "));
}

/** What nginx serves: hashed assets cached for a year, pages revalidated, compressed, the API uncached. */
async function checkHeaders(front) {
  const page = await fetch(`${front}/`, { headers: { "accept-encoding": "gzip, br" } });
  const api = await fetch(`${front}/api/v1/health`);
  const html = await page.text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  const assetAnswer = asset && (await fetch(`${front}${asset}`, { headers: { "accept-encoding": "gzip" } }));
  const expect = [
    [page.headers.get("cache-control") === "no-cache", `page cache-control ${page.headers.get("cache-control")}`],
    [/max-age=15/.test(page.headers.get("cdn-cache-control") ?? ""), "page without CDN-Cache-Control"],
    [api.headers.get("cache-control") === "no-store" && !api.headers.get("cdn-cache-control"), "API cacheable"],
    [/gzip|br/.test(page.headers.get("content-encoding") ?? ""), "page not compressed"],
    [
      assetAnswer?.headers.get("cache-control") === "public, max-age=31536000, immutable",
      `asset ${asset} not immutable`,
    ],
    [/gzip|br/.test(assetAnswer?.headers.get("content-encoding") ?? ""), "asset not compressed"],
  ];
  const wrong = expect.filter(([ok]) => !ok).map(([, what]) => what);
  if (wrong.length > 0) throw new Error(`nginx headers: ${wrong.join("; ")}`);
}

try {
  await main();
} catch (error) {
  console.error(`rolling restart FAILED: ${error.message}`);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
}
