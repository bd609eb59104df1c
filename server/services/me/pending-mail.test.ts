import { describe, expect, it } from "vitest";
import { pendingMailRow } from "./pending-mail.js";

describe("pendingMailRow", () => {
  // The queue is clustered by id: ids in time order add each batch's rows at its end, a page or two.
  it("gives rows ids that sort in the order they were made", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(pendingMailRow(`p${i}@example.in`, "welcome", "2026-11-25T10:00:00.000Z").id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect([...ids].sort()).toEqual(ids);
  });
});
