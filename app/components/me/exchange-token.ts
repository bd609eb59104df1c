import { apiFetch } from "~/lib/api-client";

/** Takes `token` out of the address bar and the history entry, leaving the rest of the address as it was. */
export function removeTokenFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has("token")) return;
  url.searchParams.delete("token");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Trades the link's token for the personal cookie (docs/history.md, 111). The token leaves the address bar
 * whatever the answer: after a failure (expired, erased, too many tries, no network) it would otherwise
 * stay there, in the history and in any screenshot or shared address. The page keeps it in memory, so
 * "Try again" still works.
 */
export async function exchangeToken(token: string, signal?: AbortSignal) {
  try {
    await apiFetch("/me/session", { method: "POST", signal, headers: { authorization: `Bearer ${token}` } });
  } finally {
    removeTokenFromAddress();
  }
}
