import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { listHubs } from "./hubs.js";
import { warmHubs } from "./warm-hubs.js";

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
});
afterAll(() => handle.close());

const logger = () => ({ warn: vi.fn(), debug: vi.fn() });

describe("the hubs' warm-up at start", () => {
  it("counts every city's line, so the first hubs call after a start counts none", async () => {
    const executed: string[] = [];
    // Every statement as it goes to the database; one Db, so the kept counts are the warm-up's.
    const spied = handle.db.withPlugin({
      transformQuery: (args) => {
        executed.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const log = logger();
    await warmHubs(spied, log as never);
    expect(log.warn).not.toHaveBeenCalled();
    // The whole line's count reads the revoked invites (a union); the seeded cities take no wave, so the
    // hubs call needs the whole count of each.
    expect(executed.some((q) => q.includes("UnionNode") || q.includes('"union"'))).toBe(true);
    executed.length = 0;
    await listHubs(spied);
    expect(executed.filter((q) => q.includes("UnionNode") || q.includes('"union"'))).toEqual([]);
  });

  it("only logs when the hubs cannot be read, so a start never fails for it", async () => {
    const log = logger();
    const broken = handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    vi.spyOn(broken.getExecutor(), "executeQuery").mockRejectedValue(new Error("closed"));
    await expect(warmHubs(broken, log as never)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});
