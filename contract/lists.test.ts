import { describe, expect, it } from "vitest";
import { waitlistFilterFromParams, waitlistFilterSchema } from "./lists.js";

describe("waitlistFilterFromParams", () => {
  it("carries every filter of the list's URL, Confirmed included, and nothing else", () => {
    const params = new URLSearchParams(
      "q=sharma&homeCity=Mumbai&invited=false&confirmed=true&sort=name&order=asc&cursor=abc&limit=50",
    );
    const filter = waitlistFilterFromParams(params);
    // "Invite all N matching" once invited people the screen had filtered out as unconfirmed.
    expect(filter).toEqual({ q: "sharma", homeCity: "Mumbai", invited: "false", confirmed: "true" });
    expect(Object.keys(filter).sort()).toEqual(Object.keys(waitlistFilterSchema.shape).sort());
    expect(waitlistFilterSchema.parse(filter)).toEqual({
      q: "sharma",
      homeCity: "Mumbai",
      invited: false,
      confirmed: true,
    });
  });

  it("leaves out empty and missing values", () => {
    expect(waitlistFilterFromParams(new URLSearchParams("q=&homeCity=Pune"))).toEqual({ homeCity: "Pune" });
  });
});
