import { afterEach, describe, expect, it, vi } from "vitest";
import { performWrite } from "./admin-writes";

/** The API as the browser sees it: each call answers the next of `answers` (status and JSON body). */
function apiAnswers(...answers: { status: number; body?: unknown }[]) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return calls;
}

/** What a clientAction's return comes to: a redirect, or the data (with its status when one was set). */
function unwrap(answer: unknown) {
  if (answer instanceof Response) return { redirect: answer.headers.get("Location") };
  const init = answer as { type?: string; data?: unknown; init?: { status?: number } };
  return init.type === "DataWithResponseInit" ? { status: init.init?.status, data: init.data } : { data: answer };
}

afterEach(() => vi.unstubAllGlobals());

const job = {
  id: "j1",
  kind: "bulk_invite",
  status: "queued",
  total: 2,
  sent: 0,
  skipped: 0,
  failed: 0,
  error: null,
  createdAt: "2026-11-24T10:00:00.000Z",
  finishedAt: null,
};

describe("performWrite", () => {
  it("answers the API's value on success, after the one call the intent names", async () => {
    const calls = apiAnswers({ status: 202, body: job });
    const answer = unwrap(await performWrite("bulkInvite", { ids: ["a", "b"] }));
    expect(calls).toEqual([{ url: "/api/v1/invites/bulk", method: "POST", body: { ids: ["a", "b"] } }]);
    expect(answer.status).toBeUndefined();
    expect(answer.data).toMatchObject({ ok: true, value: { id: "j1", status: "queued" } });
  });

  it("answers the API's detail and field errors as a value with the API's status, so nothing is reloaded", async () => {
    const refusal = {
      detail: "Some fields need attention.",
      errors: [{ field: "email", message: "Enter a valid e-mail." }],
    };
    apiAnswers({ status: 400, body: refusal });
    const answer = unwrap(await performWrite("createInvite", { email: "nope" }));
    expect(answer).toEqual({ status: 400, data: { ok: false, status: 400, ...refusal } });
  });

  it("carries the open invite a second invite names, to offer a resend", async () => {
    apiAnswers({ status: 409, body: { detail: "Already invited.", errors: [], existingInviteId: "inv1" } });
    const answer = unwrap(await performWrite("createInvite", { email: "a@example.in" }));
    expect(answer.data).toMatchObject({ ok: false, status: 409, existingInviteId: "inv1" });
  });

  it("answers a network failure with the one 'could not reach' message", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const answer = unwrap(await performWrite("cancelJob", { jobId: "j1" }));
    expect(answer).toMatchObject({ status: 503, data: { ok: false, detail: expect.stringMatching(/couldn't reach/) } });
  });

  it("signs in and goes on to the page asked for, never off the site", async () => {
    apiAnswers({ status: 200, body: { staff: { id: "s1", email: "a@example.in", role: "admin" } } });
    expect(unwrap(await performWrite("login", { email: "a@example.in", password: "pw", next: "/admin/hubs" }))).toEqual(
      {
        redirect: "/admin/hubs",
      },
    );
    apiAnswers({ status: 200, body: { staff: { id: "s1", email: "a@example.in", role: "admin" } } });
    const away = unwrap(await performWrite("login", { email: "a@example.in", password: "pw", next: "//evil.example" }));
    expect(away.redirect).not.toContain("evil");
  });

  it("queues a wave and answers its job, so the screen follows it", async () => {
    const calls = apiAnswers({ status: 202, body: { jobId: "j1", waveId: "w1" } }, { status: 200, body: job });
    const answer = unwrap(await performWrite("sendWave", { city: "Bangalore", size: 3 }));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/v1/admin/hubs/Bangalore/waves", { size: 3 }],
      ["GET", "/api/v1/jobs/j1", undefined],
    ]);
    expect(answer.data).toMatchObject({ ok: true, value: { id: "j1" } });
  });

  it("refuses an intent it does not know (own keys only)", async () => {
    const calls = apiAnswers();
    expect(unwrap(await performWrite("constructor", {}))).toMatchObject({ status: 400, data: { ok: false } });
    expect(calls).toEqual([]);
  });
});
