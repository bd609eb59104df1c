import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertRows, surveyRow } from "../seed/rows.js";
import { appWithStaff } from "../test-support/staff-app.js";

const ctx = appWithStaff();
let base = "";
beforeAll(async () => {
  // Several megabytes of CSV: more than the sockets buffer, so an unread download stays open.
  const company = "Wardrobe & Co ".repeat(30);
  for (let batch = 0; batch < 8; batch += 1) {
    const rows = Array.from({ length: 1000 }, () => surveyRow({ company, confirmedAt: new Date().toISOString() }));
    await insertRows(ctx.app.db, "surveyResponses", rows);
  }
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v1`;
});

// Runs before the app closes (after-hooks run last first): no client socket keeps the close waiting.
afterAll(() => ctx.app.server.closeAllConnections());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { ...ctx.staff, ...headers } });

describe("export guards", () => {
  it("refuses an export started from another site (a link elsewhere), and allows the admin's own", async () => {
    for (const path of ["/survey_responses/export.csv", "/invites/export.csv"]) {
      const crossSite = await get(path, { "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
      expect((await crossSite.json()).detail).toMatch(/cannot be started from another site/);
    }
    const own = await get("/invites/export.csv", { "sec-fetch-site": "same-origin" });
    expect(own.status).toBe(200);
    await own.text();
  });

  it("runs one export at a time per member of staff: a second answers 429 until the first ends", async () => {
    const first = await get("/survey_responses/export.csv");
    expect(first.status).toBe(200);
    try {
      // The first is still downloading: its body has not been read.
      const second = await get("/invites/export.csv");
      expect(second.status).toBe(429);
      expect((await second.json()).detail).toMatch(/previous export is still downloading/);
    } finally {
      expect((await first.text()).length).toBeGreaterThan(4_000_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await get("/invites/export.csv");
    expect(third.status).toBe(200);
    await third.text();
  });

  it("frees the slot when a download is cancelled half way", async () => {
    const controller = new AbortController();
    const first = await fetch(`${base}/survey_responses/export.csv`, { headers: ctx.staff, signal: controller.signal });
    expect(first.status).toBe(200);
    controller.abort();
    let next = await get("/invites/export.csv");
    for (let i = 0; next.status === 429 && i < 50; i += 1) {
      await next.text();
      await new Promise((resolve) => setTimeout(resolve, 20));
      next = await get("/invites/export.csv");
    }
    expect(next.status).toBe(200);
    await next.text();
  });
});
