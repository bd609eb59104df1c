import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createDatabase } from "../db/database.js";

/** `npm run seed:demo` on its own makes 90 days of visits by page and source beside the entries. */
describe("seed:demo", () => {
  it("seeds 90 days of visits by page and source by default, fewer joins than visitors", {
    timeout: 60_000,
  }, async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stashd-demo-visits-"));
    try {
      await promisify(execFile)(process.execPath, ["--import", "tsx", "server/seed/demo-cli.ts", "--rows", "400"], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      const { db } = createDatabase({ dataDir });
      try {
        const site = await sql<{ days: number; sources: number; visitors: number }>`select count(distinct day) as days,
          count(distinct source) as sources, sum(visitors) as visitors from traffic_site_days`.execute(db);
        const pages = await sql<{ paths: number }>`select count(distinct path) as paths from traffic_page_days`.execute(
          db,
        );
        const row = site.rows[0];
        expect(Number(row?.days)).toBe(90);
        expect(Number(row?.sources)).toBeGreaterThan(5);
        expect(Number(pages.rows[0]?.paths)).toBeGreaterThan(5);
        expect(Number(row?.visitors)).toBeGreaterThan(400);
      } finally {
        await db.destroy();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
