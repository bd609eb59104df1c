import type { IncomingMessage } from "node:http";
import type { ProxyOptions } from "vite";
import { fromThisMachine } from "../server/services/dev-outbox/availability.js";

/**
 * Vite's proxy under `npm run dev`: the API runs beside Vite, and the dev outbox is reached on the site's own
 * address too. Through the proxy every request reaches the API from this machine, so the outbox's "this
 * machine only" is checked here, on the browser's own socket; anyone else gets Vite's 404.
 */
export function devProxy(apiPort: string | number): Record<string, string | ProxyOptions> {
  const api = `http://127.0.0.1:${apiPort}`;
  return {
    "/api": api,
    "/dev/outbox": {
      target: api,
      bypass: (request: IncomingMessage) => (fromThisMachine(request.socket.remoteAddress) ? undefined : false),
    },
  };
}
