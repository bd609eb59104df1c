import { describe, expect, it } from "vitest";
import { timeFirstCalls } from "./bench-first-calls.mjs";

describe("bench:admin's first calls", () => {
  it("times each call's own request, the first page's too, and builds the calls from the first page", async () => {
    // A clock that each request moves on by 10 ms.
    let clock = 0;
    const request = async (_title: string, url: string) => {
      clock += 10;
      return { items: [{ email: `asha@${url.length}.example` }] };
    };
    const { first, times } = await timeFirstCalls(
      request,
      ["waitlist first page", "/survey_responses"],
      (page: { items: { email: string }[] }) => [
        ["stats", "/admin/stats/surveys"],
        ["search one e-mail", `/survey_responses?q=${page.items[0]?.email}`],
      ],
      () => clock,
    );
    expect(first.items[0]?.email).toBe("asha@17.example");
    // After a restart the first page's time once ran to the end of every other first call.
    expect(Object.fromEntries(times)).toEqual({ "waitlist first page": 10, stats: 10, "search one e-mail": 10 });
  });
});
