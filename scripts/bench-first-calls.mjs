// The "first" column of bench:admin: each call's first request on a server just started.

/**
 * Times one request of each call, one after another: the waitlist's first page (its answer names an
 * address to search for), then the calls `calls(firstPageAnswer)` lists. Each call's time is its own
 * request's alone, the first page's included. `request(title, url, method)` answers the parsed body; `now`
 * is the clock (tests pass their own).
 */
export async function timeFirstCalls(request, firstPage, calls, now = () => performance.now()) {
  const times = new Map();
  const timed = async ([title, url, method]) => {
    const started = now();
    const body = await request(title, url, method);
    times.set(title, now() - started);
    return body;
  };
  const first = await timed(firstPage);
  for (const call of calls(first)) await timed(call);
  return { first, times };
}
