import { describe, expect, it } from "vitest";
import { companyKey, type GroupCount, groupBreakdown } from "./grouping.js";

const count = (value: string | null, company: string | null, n = 1): GroupCount => ({ value, company, n });
/** What a manual invite (no survey) looks like after the left join. */
const manual = (n = 1) => count(null, null, n);

describe("groupBreakdown", () => {
  it("groups companies regardless of case and spacing, labelled with the commonest spelling", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [count("Mumbai", "Acme Corp", 2), count("Mumbai", "  ACME   corp ")],
      invites: [count("Mumbai", "acme corp")],
      signups: [],
    });
    expect(companyKey("  ACME   corp ")).toBe("acme corp");
    expect(rows).toEqual([{ city: "Mumbai", company: "Acme Corp", waitlists: 3, invites: 1, signups: 0 }]);
  });

  it("labels a tied company with its capitalised spelling", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [count("Pune", "acme corp"), count("Pune", "Acme Corp")],
      invites: [],
      signups: [],
    });
    expect(rows.map((row) => row.company)).toEqual(["Acme Corp"]);
  });

  it("shows a blank company, and a manual invite with no survey, as (none)", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [count("Delhi NCR", "  ")],
      invites: [manual()],
      signups: [manual()],
    });
    expect(rows).toEqual([
      { city: "Delhi NCR", company: "(none)", waitlists: 1, invites: 0, signups: 0 },
      { city: "(none)", company: "(none)", waitlists: 0, invites: 1, signups: 1 },
    ]);
  });

  it("counts a survey once in each preferred city, and under (none) when it named none", () => {
    const rows = groupBreakdown("preferred_city", {
      waitlists: [count('["Mumbai","Delhi NCR","Mumbai"]', "Infy"), count("[]", "Infy")],
      invites: [count('["Mumbai","Delhi NCR"]', "Infy")],
      signups: [],
    });
    expect(rows).toEqual([
      { city: "(none)", company: "Infy", waitlists: 1, invites: 0, signups: 0 },
      { city: "Delhi NCR", company: "Infy", waitlists: 1, invites: 1, signups: 0 },
      { city: "Mumbai", company: "Infy", waitlists: 1, invites: 1, signups: 0 },
    ]);
  });

  it("groups by UTM source case-insensitively, with a missing source as (none)", () => {
    const rows = groupBreakdown("utm_source", {
      waitlists: [count("LinkedIn", "", 2), count("linkedin ", ""), count(null, "")],
      invites: [manual(3)],
      signups: [count("LinkedIn", "")],
    });
    expect(rows).toEqual([
      { source: "linkedin", company: "(none)", waitlists: 3, invites: 0, signups: 1 },
      { source: "(none)", company: "(none)", waitlists: 1, invites: 3, signups: 0 },
    ]);
  });

  it("reads unreadable preferred-city text as no preference", () => {
    const [row] = groupBreakdown("preferred_city", { waitlists: [count("not json", "X")], invites: [], signups: [] });
    expect(row).toMatchObject({ city: "(none)", company: "X", waitlists: 1 });
  });
});
