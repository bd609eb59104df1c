import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exchangeToken } from "./exchange-token";

/** A window with only what the exchange reads: the address and the history. */
function fakeWindow(href: string) {
  const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
    location.href = new URL(url, location.href).href;
  });
  const location = { href };
  vi.stubGlobal("window", { location, history: { state: { key: "k" }, replaceState } });
  return { location, replaceState };
}

const answer = (status: number) =>
  vi.fn(async () =>
    status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify({ detail: "No.", errors: [] }), {
          status,
          headers: { "content-type": "application/json" },
        }),
  );

describe("exchanging the personal link's token", () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it.each([204, 410, 404, 429])(
    "takes the token out of the address bar when the exchange answers %i",
    async (status) => {
      const win = fakeWindow("https://stashd.example/me?token=SECRETTOKEN123456&utm_source=mail#details");
      vi.stubGlobal("fetch", answer(status));
      const done = exchangeToken("SECRETTOKEN123456");
      if (status === 204) await done;
      else await expect(done).rejects.toMatchObject({ status });
      expect(win.location.href).toBe("https://stashd.example/me?utm_source=mail#details");
      expect(win.replaceState).toHaveBeenCalledWith({ key: "k" }, "", "/me?utm_source=mail#details");
    },
  );

  it("takes it out when the network fails", async () => {
    const win = fakeWindow("https://stashd.example/me?token=SECRETTOKEN123456");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(exchangeToken("SECRETTOKEN123456")).rejects.toMatchObject({ status: 0 });
    expect(win.location.href).toBe("https://stashd.example/me");
  });
});
