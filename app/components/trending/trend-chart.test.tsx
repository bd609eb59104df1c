import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TrendChart } from "./trend-chart";

const day = (date: string, visitors: number, signups: number) => ({
  date,
  visitors,
  waitlists: signups + 1,
  confirmed: 1,
  invites: 2,
  signups,
});

/** The highest point (smallest y) of the line drawn in the given stroke class. */
function top(html: string, stroke: string): number {
  const group = html.split(`<g class="${stroke}">`)[1] ?? "";
  const points = /points="([^"]+)"/.exec(group)?.[1] ?? "";
  return Math.min(...points.split(" ").map((pair) => Number(pair.split(",")[1])));
}

describe("TrendChart", () => {
  it("draws sign-ups on their own scale, not flat under ~400 visitors a day", () => {
    const html = renderToStaticMarkup(
      <TrendChart points={[day("2026-11-25", 410, 5), day("2026-11-26", 380, 7), day("2026-11-27", 395, 6)]} />,
    );
    // The plot runs from y = 12 (top) to y = 212 (bottom): sign-ups peak in its upper half, as visitors do.
    expect(top(html, "stroke-ink")).toBeLessThan(112);
    expect(top(html, "stroke-violet-700")).toBeLessThan(112);
    // The right-hand scale is labelled in visitors.
    expect(html).toContain(">480</text>");
  });
});
