import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client";
import { pickParams } from "~/lib/route-data";
import { waitlistQuerySchema } from "../../../contract/lists";
import { parseListUrl, startOf } from "./list-view";

const url = (search: string) => new URL(`https://stashd.example/admin/waitlist${search}`);

describe("a list's view in its URL", () => {
  it("reads the API's parameters with their defaults and ignores the page's own", () => {
    expect(parseListUrl(waitlistQuerySchema, url("?q=asha&invited=false&view=waitlist&at=51"))).toEqual({
      q: "asha",
      invited: false,
      sort: "createdAt",
      order: "desc",
      limit: 50,
    });
  });

  it("refuses a setting the API would refuse, naming it", () => {
    expect(() => parseListUrl(waitlistQuerySchema, url("?sort=colour"))).toThrow(ApiError);
    expect(() => parseListUrl(waitlistQuerySchema, url("?limit=500"))).toThrow(
      expect.objectContaining({ errors: [expect.objectContaining({ field: "limit" })] }),
    );
  });

  it("forwards only the API's parameters, and starts at row 1 unless `at` says otherwise", () => {
    const keys = Object.keys(waitlistQuerySchema.shape);
    expect(pickParams(url("?q=asha&view=waitlist&at=51&cursor=abc&homeCity="), keys)).toBe("?q=asha&cursor=abc");
    expect(pickParams(url(""), keys)).toBe("");
    expect([startOf(url("?at=51")), startOf(url("?at=-3")), startOf(url("?at=x")), startOf(url(""))]).toEqual([
      51, 1, 1, 1,
    ]);
  });
});
