import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { insertInvite, insertWaitlistEntry } from "../../seed/rows.js";
import { openMigratedDatabase } from "../../test-support/migrated-database.js";
import { warmSearch } from "./warm-search.js";

let handle: Awaited<ReturnType<typeof openMigratedDatabase>>;
beforeAll(async () => {
  handle = await openMigratedDatabase();
  await insertWaitlistEntry(handle.db, { email: "asha@rao.example" });
  await insertInvite(handle.db, { email: "dev@rao.example" });
});
afterAll(() => handle.close());

const logger = () => ({ warn: vi.fn(), debug: vi.fn() });

describe("the search warm-up at start", () => {
  it("runs both lists' searches (a term matching nothing and the newest entry's mail domain)", async () => {
    const log = logger();
    const executed: string[] = [];
    // Every query's tree, its values included, as it goes to the database.
    const spied = handle.db.withPlugin({
      transformQuery: (args) => {
        executed.push(JSON.stringify(args.node));
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    await warmSearch(spied, handle.dialect, log as never);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalled();
    expect(executed.some((p) => p.includes("qzxjv"))).toBe(true);
    expect(executed.some((p) => p.includes("rao.example"))).toBe(true);
  });

  it("waits for the search index to catch up, as each search does (on SQLite it starts the sign-up thread)", async () => {
    const log = logger();
    let caughtUp = false;
    await warmSearch(handle.db, handle.dialect, log as never, async () => {
      caughtUp = true;
    });
    expect(caughtUp).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("only logs when the search cannot run, so a start never fails for it", async () => {
    const log = logger();
    const broken = handle.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    vi.spyOn(broken.getExecutor(), "executeQuery").mockRejectedValue(new Error("closed"));
    await expect(warmSearch(broken, handle.dialect, log as never)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalled();
  });
});
