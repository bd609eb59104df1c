import { describe, expect, it } from "vitest";
import type { CityBreakdownRow } from "../../../contract/trending";
import { DEFAULT_SORT, nextSort, sortRows } from "./breakdown-sort";

const row = (city: string, company: string, waitlists: number, invites = 0): CityBreakdownRow => ({
  kind: "group",
  city,
  company,
  waitlists,
  invites,
  signups: 0,
});
const rows = [row("Pune", "Infy", 2, 1), row("Delhi NCR", "Acme", 5), row("Bangalore", "Zeta", 2, 3)];
const cities = (sorted: ReturnType<typeof sortRows>) => sorted.map((r) => ("city" in r ? r.city : r.source));

describe("breakdown sorting", () => {
  it("sorts by waitlists, most first, breaking ties by city", () => {
    expect(cities(sortRows(rows, DEFAULT_SORT))).toEqual(["Delhi NCR", "Bangalore", "Pune"]);
  });

  it("sorts text columns A to Z first and flips on a second click", () => {
    const byCity = nextSort(DEFAULT_SORT, "group");
    expect(byCity).toEqual({ column: "group", direction: "ascending" });
    expect(cities(sortRows(rows, byCity))).toEqual(["Bangalore", "Delhi NCR", "Pune"]);
    expect(cities(sortRows(rows, nextSort(byCity, "group")))).toEqual(["Pune", "Delhi NCR", "Bangalore"]);
  });

  it("starts a number column with the biggest", () => {
    const byInvites = nextSort(DEFAULT_SORT, "invites");
    expect(cities(sortRows(rows, byInvites))).toEqual(["Bangalore", "Pune", "Delhi NCR"]);
    expect(nextSort(byInvites, "invites").direction).toBe("ascending");
  });

  it("keeps Other and Not on the waitlist last, whatever the sort", () => {
    const special: CityBreakdownRow[] = [
      { ...row("Not on the waitlist", "(none)", 0, 9), kind: "not_on_waitlist" },
      { ...row("Other", "(all others)", 99), kind: "other" },
    ];
    const all = [...special, ...rows];
    expect(cities(sortRows(all, DEFAULT_SORT))).toEqual([
      "Delhi NCR",
      "Bangalore",
      "Pune",
      "Other",
      "Not on the waitlist",
    ]);
    expect(cities(sortRows(all, nextSort(DEFAULT_SORT, "invites"))).slice(-2)).toEqual([
      "Other",
      "Not on the waitlist",
    ]);
  });

  it("does not change the rows it was given", () => {
    const before = cities(rows);
    sortRows(rows, { column: "company", direction: "descending" });
    expect(cities(rows)).toEqual(before);
  });
});
