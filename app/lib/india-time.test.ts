import { describe, expect, it } from "vitest";
import { formatIndiaTime } from "./india-time";

describe("formatIndiaTime", () => {
  it("shows a UTC instant in India time (UTC+05:30) with the IST label", () => {
    expect(formatIndiaTime("2026-11-22T10:35:00.000Z")).toBe("22 Nov 2026, 4:05 pm IST");
  });

  it("rolls over to the next day in India and shows morning as am", () => {
    expect(formatIndiaTime("2026-09-30T20:00:00.000Z")).toBe("1 Oct 2026, 1:30 am IST");
    expect(formatIndiaTime("2026-09-14T05:00:00.000Z")).toBe("14 Sep 2026, 10:30 am IST");
  });

  it("says so instead of printing 'Invalid Date'", () => {
    expect(formatIndiaTime("not a date")).toBe("Unknown time");
  });
});
