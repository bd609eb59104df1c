import { afterAll, beforeAll } from "vitest";
import { signInAsStaff } from "./staff-session.js";
import { createTestApp, type TestAppOptions } from "./test-app.js";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A staff route test's usual setup: the real app on its own database with a member of staff signed in,
 * built before the file's (or describe block's) tests and closed after them. Its fields exist once that
 * beforeAll has run: read them inside tests and hooks.
 */
export function appWithStaff(options: TestAppOptions = {}) {
  let test: TestApp | undefined;
  let staff: Record<string, string> | undefined;
  beforeAll(async () => {
    test = await createTestApp(options);
    staff = await signInAsStaff(test.app);
  });
  afterAll(async () => test?.close());
  const ready = () => {
    if (!test || !staff) throw new Error("appWithStaff: read it inside a test or a hook");
    return { ...test, staff };
  };
  return {
    get app() {
      return ready().app;
    },
    get config() {
      return ready().config;
    },
    /** The signed-in staff member's request headers (session cookie and same-origin header). */
    get staff() {
      return ready().staff;
    },
  };
}
