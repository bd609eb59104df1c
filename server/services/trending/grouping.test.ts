import { describe, expect, it } from "vitest";
import { type Attribution, companyKey, groupBreakdown } from "./grouping.js";

function survey(homeCity: string, company: string, preferred: string[] = [], utmSource: string | null = null) {
  return { homeCity, company, preferredCities: JSON.stringify(preferred), utmSource } satisfies Attribution;
}

describe("groupBreakdown", () => {
  it("groups companies regardless of case and spacing, labelled with the commonest spelling", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [survey("Mumbai", "Acme Corp"), survey("Mumbai", "  ACME   corp "), survey("Mumbai", "Acme Corp")],
      invites: [survey("Mumbai", "acme corp")],
      signups: [],
    });
    expect(companyKey("  ACME   corp ")).toBe("acme corp");
    expect(rows).toEqual([{ city: "Mumbai", company: "Acme Corp", waitlists: 3, invites: 1, signups: 0 }]);
  });

  it("labels a tied company with its capitalised spelling", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [survey("Pune", "acme corp"), survey("Pune", "Acme Corp")],
      invites: [],
      signups: [],
    });
    expect(rows.map((row) => row.company)).toEqual(["Acme Corp"]);
  });

  it("shows a blank company, and a manual invite with no survey, as (none)", () => {
    const rows = groupBreakdown("home_city", {
      waitlists: [survey("Delhi NCR", "  ")],
      invites: [null],
      signups: [null],
    });
    expect(rows).toEqual([
      { city: "Delhi NCR", company: "(none)", waitlists: 1, invites: 0, signups: 0 },
      { city: "(none)", company: "(none)", waitlists: 0, invites: 1, signups: 1 },
    ]);
  });

  it("counts a survey once in each preferred city, and under (none) when it named none", () => {
    const rows = groupBreakdown("preferred_city", {
      waitlists: [survey("Pune", "Infy", ["Mumbai", "Delhi NCR", "Mumbai"]), survey("Pune", "Infy")],
      invites: [survey("Pune", "Infy", ["Mumbai", "Delhi NCR"])],
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
      waitlists: [survey("Pune", "", [], "LinkedIn"), survey("Pune", "", [], "linkedin "), survey("Pune", "")],
      invites: [],
      signups: [survey("Pune", "", [], "LinkedIn")],
    });
    expect(rows).toEqual([
      { source: "linkedin", company: "(none)", waitlists: 2, invites: 0, signups: 1 },
      { source: "(none)", company: "(none)", waitlists: 1, invites: 0, signups: 0 },
    ]);
  });

  it("reads unreadable preferred-city text as no preference", () => {
    const broken = { ...survey("Pune", "X"), preferredCities: "not json" };
    const [row] = groupBreakdown("preferred_city", { waitlists: [broken], invites: [], signups: [] });
    expect(row).toMatchObject({ city: "(none)", company: "X", waitlists: 1 });
  });
});
