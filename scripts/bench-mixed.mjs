// bench:tools' mixed run: a bulk invite of everyone matching a filter (about BENCH_MIXED_INVITES
// entries, stopped there with Cancel) and a whole-waitlist export run while sign-ups arrive at
// BENCH_SIGNUP_RATE per second and health is probed every 50 ms. Prints sign-up and health p99 meanwhile
// against the targets (sign-ups ≤ 100 ms, health ≤ 50 ms).
const CITIES = ["Bangalore", "Mumbai", "Delhi NCR", "Hyderabad", "Pune", "Chennai"];
const TARGETS = { signUp: 100, health: 50 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function timed(request) {
  const t = performance.now();
  const ok = await request().then(
    (response) => response.body?.cancel().then(() => response.ok) ?? response.ok,
    () => false,
  );
  return { ms: performance.now() - t, ok };
}

/** Open-loop arrivals: one request every `everyMs`, however long earlier ones take. */
function arrivals(everyMs, request) {
  const results = [];
  const pending = new Set();
  const start = performance.now();
  let sent = 0;
  const timer = setInterval(() => {
    const due = Math.floor((performance.now() - start) / everyMs);
    for (; sent < due; sent++) {
      const at = performance.now();
      const run = timed(() => request(sent)).then((result) => {
        results.push({ ...result, at });
        pending.delete(run);
      });
      pending.add(run);
    }
  }, 5);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return results;
  };
}

/** A number written with letters (0 is a, 1 is b, …), unique as the number is. */
const lettersFor = (n) => String(n).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

function signUpBody(n) {
  return JSON.stringify({
    // Digits spelled as letters: a name may not hold a run of five digits (contract/text.ts).
    name: `Mixed Traveller ${lettersFor(n)}`,
    email: `mixed-${process.pid}-${n}@example.com`,
    phone: `+9197${String(10_000_000 + n).slice(-8)}`,
    company: "Bench Co",
    tripsPerMonth: "2",
    homeCity: CITIES[n % 3],
    ageConfirmed: true,
    preferredCities: [CITIES[(n + 1) % 6]],
  });
}

export async function mixedRun({ base, headers, filter, invites, rate, maxSeconds }) {
  const json = { ...headers, "content-type": "application/json" };
  const signUps = arrivals(1000 / rate, (n) =>
    fetch(`${base}/api/v1/survey_responses`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: signUpBody(n),
    }),
  );
  const health = arrivals(50, () => fetch(`${base}/api/v1/health`));
  const t0 = performance.now();
  const exported = (async () => {
    const response = await fetch(`${base}/api/v1/survey_responses/export.csv`, { headers });
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    return { ms: performance.now() - t0, bytes };
  })();
  const queued = await (
    await fetch(`${base}/api/v1/invites/bulk`, { method: "POST", headers: json, body: JSON.stringify({ filter }) })
  ).json();
  let job = queued;
  let cancelMs;
  while (job.status === "queued" || job.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, 500));
    job = await (await fetch(`${base}/api/v1/jobs/${queued.id}`, { headers })).json();
    const processed = job.sent + job.skipped + job.failed;
    if ((processed >= invites || performance.now() - t0 > maxSeconds * 1000) && cancelMs === undefined) {
      const t = performance.now();
      await fetch(`${base}/api/v1/jobs/${queued.id}/cancel`, { method: "POST", headers: json, body: "{}" });
      // Stopped once the counts no longer move between two looks 250 ms apart.
      for (let last = -1; ; ) {
        job = await (await fetch(`${base}/api/v1/jobs/${queued.id}`, { headers })).json();
        const now = job.sent + job.skipped + job.failed;
        if (now === last) break;
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      cancelMs = performance.now() - t - 250;
    }
  }
  const jobMs = performance.now() - t0;
  const exportResult = await exported;
  const [signUpResults, healthResults] = [await signUps(), await health()];
  const report = (results) => ({
    n: results.length,
    errors: results.filter((r) => !r.ok).length,
    p50: percentile(
      results.map((r) => r.ms),
      50,
    ),
    p99: percentile(
      results.map((r) => r.ms),
      99,
    ),
  });
  const s = report(signUpResults);
  const h = report(healthResults);
  const met = (value, target) => (value <= target ? "met" : "NOT met");
  const invited = job.sent + job.skipped + job.failed;
  console.log(`\nmixed run: bulk invite, export and sign-ups at ${rate}/s together (${(jobMs / 1000).toFixed(1)} s)`);
  console.log("| what | result |");
  console.log("| --- | --- |");
  console.log(
    `| bulk invite (filter, ${job.total.toLocaleString("en-IN")} invitable) | ${invited.toLocaleString("en-IN")} done (${job.sent} sent) at ${((invited / jobMs) * 1000).toFixed(0)}/s, ${job.status}${job.status === "cancelled" ? `, cancel took effect within ${(cancelMs / 1000).toFixed(1)} s` : ""} |`,
  );
  console.log(
    `| export.csv, whole waitlist | ${(exportResult.ms / 1000).toFixed(1)} s, ${(exportResult.bytes / 1e6).toFixed(0)} MB |`,
  );
  console.log(
    `| sign-ups (${s.n}, ${s.errors} errors) | p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms: ${met(s.p99, TARGETS.signUp)} (≤ ${TARGETS.signUp} ms) |`,
  );
  console.log(
    `| health (${h.n}, ${h.errors} errors) | p50 ${h.p50.toFixed(0)} ms, p99 ${h.p99.toFixed(0)} ms: ${met(h.p99, TARGETS.health)} (≤ ${TARGETS.health} ms) |`,
  );
  // When the worst waits began, against the run's events: what a stall coincides with.
  const since = (ms) => `${((ms - t0) / 1000).toFixed(1)} s`;
  const slowest = [...healthResults].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(
    `slowest health checks began at ${slowest.map((r) => `${since(r.at)} (${r.ms.toFixed(0)} ms${r.ok ? "" : ", failed"})`).join(", ")};` +
      ` the export ended at ${since(t0 + exportResult.ms)}, the job at ${since(t0 + jobMs)}`,
  );
}
