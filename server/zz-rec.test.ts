import { it } from "vitest";
import { createTestApp } from "/work/wt/traffic/server/test-support/test-app.js";
it("rec", async () => {
  const ctx = await createTestApp();
  const n = 100_000;
  let t = performance.now();
  for (let i = 0; i < n; i++) await ctx.app.traffic.record({ path: "/pricing", source: "Google", address: "127.0.0.1", userAgent: `Mozilla/5.0 Bench/${i} Firefox/128.0` });
  console.log("record us", ((performance.now() - t) * 1000 / n).toFixed(2));
  t = performance.now();
  await ctx.app.traffic.flush();
  console.log("flush ms per 1k views", ((performance.now() - t) / (n / 1000)).toFixed(2));
  t = performance.now();
  for (let i = 0; i < n; i++) await ctx.app.inject({ method: "GET", url: "/api/v1/health" });
  console.log("inject health us", ((performance.now() - t) * 1000 / n).toFixed(2));
  t = performance.now();
  for (let i = 0; i < n; i++) await ctx.app.inject({ method: "POST", url: "/api/v1/visits", headers: { "user-agent": `Mozilla/5.0 Bench/x${i} Firefox/128.0` }, payload: { path: "/pricing", referrer: "https://www.google.com/" } });
  console.log("inject beacon us", ((performance.now() - t) * 1000 / n).toFixed(2));
  await ctx.close();
}, 600_000);
