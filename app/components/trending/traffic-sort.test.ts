import { describe, expect, it } from "vitest";
import { nextTrafficSort, sortTrafficRows, type TrafficRow } from "./traffic-sort";

const row = (label: string, visitors: number, joins: number): TrafficRow => ({
  label,
  visitors,
  joins,
  conversion: visitors ? joins / visitors : null,
});

describe("sortTrafficRows", () => {
  const rows = [row("Other", 900, 9), row("/faq", 10, 5), row("/", 100, 1), row("(not recorded)", 0, 3)];

  it("sorts by the chosen column and keeps Other last", () => {
    const labels = (column: "visitors" | "conversion" | "label", direction: "ascending" | "descending") =>
      sortTrafficRows(rows, { column, direction }).map((r) => r.label);
    expect(labels("visitors", "descending")).toEqual(["/", "/faq", "(not recorded)", "Other"]);
    expect(labels("conversion", "descending")).toEqual(["/faq", "/", "(not recorded)", "Other"]);
    expect(labels("label", "ascending")).toEqual(["(not recorded)", "/", "/faq", "Other"]);
  });

  it("flips the sorted column and starts a new one at the biggest numbers", () => {
    expect(nextTrafficSort({ column: "visitors", direction: "descending" }, "visitors").direction).toBe("ascending");
    expect(nextTrafficSort({ column: "visitors", direction: "descending" }, "joins").direction).toBe("descending");
    expect(nextTrafficSort({ column: "visitors", direction: "descending" }, "label").direction).toBe("ascending");
  });
});
