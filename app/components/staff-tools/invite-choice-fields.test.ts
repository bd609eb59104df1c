import { describe, expect, it } from "vitest";
import { chosenFlags, notesFor } from "./invite-choice-fields";

const none = () => undefined;

describe("the explicit choice of a bulk invite", () => {
  it("says how many live in a planned city and how many never confirmed", () => {
    expect(notesFor({ planned: 1, plannedCities: ["Pune"], unconfirmed: 3 }, none)).toEqual({
      planned: "Of these, 1 person lives in a planned city (Pune), which has no hub yet.",
      unconfirmed: "Of these, 3 people have not confirmed their address.",
    });
    expect(notesFor({ planned: 0, plannedCities: [], unconfirmed: 0 }, none)).toEqual({});
  });

  it("falls back on a 409's own words when the counts are not known", () => {
    const refused = (field: string) => (field === "allowPlanned" ? "2 people live in a planned city." : undefined);
    expect(notesFor(undefined, refused)).toEqual({ planned: "2 people live in a planned city." });
  });

  it("sends only the ticks beside a note shown, so a stale tick never travels unseen", () => {
    const choice = { allowPlanned: true, allowUnconfirmed: true };
    expect(chosenFlags({ planned: "…" }, choice)).toEqual({ allowPlanned: true });
    expect(chosenFlags({}, choice)).toEqual({});
    expect(chosenFlags({ planned: "…", unconfirmed: "…" }, { allowPlanned: false })).toEqual({});
  });
});
