// bench:ab: a speed mechanism earns its place by a bench row taken with and without it. Builds two
// revisions of this repository (a git revision, or "." for the working tree as it stands) and runs
// `bench:api` on each in turn, alternating, so that both see the same machine: on a shared 2-core machine the
// load moves the rates more than most changes do. Prints each run's sign-up rows, then per revision the
// medians of sign-ups/s, p99 and the server's CPU per sign-up.
// Usage: npm run bench:ab -- <revision-a> <revision-b> [rounds, 3]. The environment is bench:api's
// (BENCH_PORT, BENCH_SECONDS, DATABASE_URL, BENCH_POOLER_URL, ...); on PostgreSQL each run starts on an empty
// database: DATABASE_URL's database is dropped and created again before it (name a bench database there).
// To measure without a mechanism that is kept, commit its removal on a scratch branch and compare the two.
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const [a, b, roundsArg] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: npm run bench:ab -- <revision-a> <revision-b> [rounds]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 3);
const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
// Inside the repository (and ignored by git), so that the builds find its node_modules.
const workDir = path.join(root, "bench-results", "ab");

/** The revision's files in their own folder, built; returns the folder. */
function checkout(revision, name) {
  const dir = path.join(workDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  if (revision === ".") {
    const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: root })
      .toString()
      .split("\0")
      .filter((file) => file && fs.existsSync(path.join(root, file)));
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.copyFileSync(path.join(root, file), path.join(dir, file));
    }
  } else {
    execSync(`git archive ${JSON.stringify(revision)} | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  console.log(`building ${revision} in ${path.relative(root, dir)}`);
  execFileSync("npm", ["run", "build"], { cwd: dir, stdio: ["ignore", "ignore", "inherit"] });
  return dir;
}

async function freshDatabase() {
  if (!process.env.DATABASE_URL) return;
  const { default: pg } = await import("pg");
  const target = new URL(process.env.DATABASE_URL);
  const name = target.pathname.slice(1);
  const admin = new URL(target);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

/** bench:api's sign-up rows: direct, and through PgBouncer when it ran one. */
function signUpRows(output) {
  const rows = {};
  for (const line of output.split("\n")) {
    const kind = line.startsWith("POST /api/v1/survey_responses")
      ? "direct"
      : line.startsWith("POST …/survey_responses")
        ? "pooler"
        : undefined;
    const match = kind && /(\d+) req\/s\s+p50\s+(\d+) ms\s+p99\s+(\d+) ms\s+(\d+) µs CPU/.exec(line);
    if (match) rows[kind] = { rate: Number(match[1]), p99: Number(match[3]), cpu: Number(match[4]), line };
  }
  return rows;
}

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const revisions = [
  { revision: a, dir: checkout(a, "a"), runs: [] },
  { revision: b, dir: checkout(b, "b"), runs: [] },
];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const each of revisions) {
      await freshDatabase();
      const output = execFileSync(process.execPath, ["scripts/bench-api.mjs"], {
        cwd: each.dir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      });
      const rows = signUpRows(output);
      const load = /load average ([\d.]+)/.exec(output)?.[1] ?? "?";
      each.runs.push(rows);
      for (const [kind, row] of Object.entries(rows)) {
        console.log(`round ${round} ${each.revision} ${kind} (load ${load}): ${row.line.replace(/\s+/g, " ")}`);
      }
    }
  }
  console.log("\nmedians (sign-ups/s, p99 ms, server CPU µs per sign-up)");
  for (const each of revisions) {
    for (const kind of ["direct", "pooler"]) {
      const rows = each.runs.map((run) => run[kind]).filter(Boolean);
      if (rows.length === 0) continue;
      const figure = (key) => median(rows.map((row) => row[key])).toFixed(0);
      console.log(
        `${each.revision.padEnd(24)} ${kind.padEnd(6)} ${figure("rate").padStart(6)}/s   p99 ${figure("p99").padStart(4)} ms   ${figure("cpu").padStart(5)} µs   (${rows.length} runs)`,
      );
    }
  }
} finally {
  if (!process.env.BENCH_AB_KEEP) fs.rmSync(workDir, { recursive: true, force: true });
}
