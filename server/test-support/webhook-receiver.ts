import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface ReceivedWebhook {
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** The status this receiver answered with. */
  answered: number;
}

/**
 * A local endpoint as a customer would run one: it verifies every delivery's signature with the
 * `standardwebhooks` library (an unverifiable one is answered 400 and counted in `unverified`) and answers
 * with the next status of `script` (then 200).
 */
export async function startWebhookReceiver() {
  let secret = "";
  let script: number[] = [];
  let hang = false;
  const received: ReceivedWebhook[] = [];
  let unverified = 0;
  const server = http.createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (hang) return;
      let payload: { type: string; data: Record<string, unknown> };
      try {
        payload = new Webhook(secret).verify(body, request.headers as Record<string, string>) as typeof payload;
      } catch {
        unverified++;
        response.writeHead(400).end();
        return;
      }
      const answered = script.shift() ?? 200;
      received.push({ id: String(request.headers["webhook-id"]), type: payload.type, data: payload.data, answered });
      response.writeHead(answered).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    unverifiedCount: () => unverified,
    /** The secret the endpoint was created with, so deliveries can be verified. */
    trustSecret(value: string) {
      secret = value;
    },
    /** The statuses the next deliveries are answered with (then 200). */
    answer(statuses: number[]) {
      script = [...statuses];
    },
    /** Never answers (a stalled endpoint). */
    hangUp(value: boolean) {
      hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
