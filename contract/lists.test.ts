import { describe, expect, it } from "vitest";
import { waitlistFilterFromParams, waitlistFilterSchema } from "./lists.js";

describe("waitlistFilterFromParams", () => {
  it("carries every filter of the list's URL, Confirmed included, and nothing else", () => {
    const params = new URLSearchParams(
      "q=sharma&homeCity=Mumbai&invited=false&confirmed=true&joinedFrom=2026-11-01&joinedTo=2026-11-07&confirmedFrom=2026-11-02&confirmedTo=2026-11-08&invitedFrom=2026-11-03&invitedTo=2026-11-09&channel=whatsapp&source=Google&line=Pune&sort=name&order=asc&cursor=abc&limit=50",
    );
    const filter = waitlistFilterFromParams(params);
    // "Invite all N matching" once invited people the screen had filtered out as unconfirmed.
    const days = {
      joinedFrom: "2026-11-01",
      joinedTo: "2026-11-07",
      confirmedFrom: "2026-11-02",
      confirmedTo: "2026-11-08",
      invitedFrom: "2026-11-03",
      invitedTo: "2026-11-09",
      channel: "whatsapp",
      source: "Google",
      line: "Pune",
    };
    expect(filter).toEqual({ q: "sharma", homeCity: "Mumbai", invited: "false", confirmed: "true", ...days });
    expect(Object.keys(filter).sort()).toEqual(Object.keys(waitlistFilterSchema.shape).sort());
    expect(waitlistFilterSchema.parse(filter)).toEqual({
      q: "sharma",
      homeCity: "Mumbai",
      invited: false,
      confirmed: true,
      ...days,
    });
  });

  it("leaves out empty and missing values", () => {
    expect(waitlistFilterFromParams(new URLSearchParams("q=&homeCity=Pune"))).toEqual({ homeCity: "Pune" });
  });
});
