import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";

/** An endpoint has this long to answer, headers and all; then the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostOutcome = { status: number } | { error: string };

/**
 * POSTs a signed body to an address already checked (endpoint-address.ts). Only the status line is read:
 * the answer's body is never buffered (the socket is closed once the status arrives), so a huge answer
 * costs nothing, and a slow one is cut off after `timeoutMs`.
 */
export function postWebhook(
  url: URL,
  target: { address: string; family: 4 | 6 },
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<PostOutcome> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(url, {
      method: "POST",
      lookup,
      agent: false,
      headers: {
        ...headers,
        "content-type": "application/json",
        "content-length": String(Buffer.byteLength(body)),
        "user-agent": "Stashd-Webhooks/1",
      },
    });
    const timer = setTimeout(() => finish({ error: `no answer within ${timeoutMs / 1000} s` }), timeoutMs);
    request.on("response", (response) => {
      response.destroy();
      finish({ status: response.statusCode ?? 0 });
    });
    request.on("error", (error) => finish({ error: error.message }));
    request.end(body);
  });
}
