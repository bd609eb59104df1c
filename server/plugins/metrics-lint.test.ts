import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { appWithStaff } from "../test-support/staff-app.js";

const TOKEN = "metrics-token-for-the-lint-0123456789";
const PROMTOOL = ["/usr/bin/promtool", "/usr/local/bin/promtool"].find((path) => existsSync(path));

/** Each metric family's declared type, from the `# TYPE name type` lines. */
function types(text: string) {
  return [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name = "", type = ""]) => ({ name, type }));
}

describe("the /metrics output follows Prometheus' naming rules", () => {
  const ctx = appWithStaff({ env: { METRICS_TOKEN: TOKEN } });
  const scrape = async () =>
    (await ctx.app.inject({ method: "GET", url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it("names no gauge or untyped metric *_total, and every counter *_total", async () => {
    const families = types(await scrape());
    expect(families.length).toBeGreaterThan(20);
    expect(families.filter((f) => f.type !== "counter" && f.name.endsWith("_total"))).toEqual([]);
    expect(families.filter((f) => f.type === "counter" && !f.name.endsWith("_total"))).toEqual([]);
  });

  it.runIf(PROMTOOL)("passes promtool check metrics", async () => {
    const text = await scrape();
    // promtool exits non-zero and names each problem on a lint failure.
    const output = execFileSync(PROMTOOL as string, ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(output).toBe("");
  });
});
