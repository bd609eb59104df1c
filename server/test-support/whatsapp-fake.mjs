// A local fake of the WhatsApp Business Cloud API, for tests and `npm run dev` (beside smtp-sink.mjs). It
// answers POST /{version}/{phone-number-id}/messages as the Cloud API does, records what it received, can
// be told to refuse a number for good or to answer 429/5xx, and posts signed webhooks back to the app
// (statuses, a quick-reply tap, a text such as STOP). Run directly, it listens on WHATSAPP_FAKE_PORT and
// posts to WHATSAPP_FAKE_WEBHOOK_URL; GET /_fake/messages lists what it received.
import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import { fileURLToPath } from "node:url";

const json = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
};

/** The Cloud API's error shape. */
const apiError = (code, message, details) => ({
  error: {
    message,
    type: "OAuthException",
    code,
    error_data: { messaging_product: "whatsapp", details },
    fbtrace_id: randomBytes(8).toString("hex"),
  },
});

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

/** The header Meta signs a webhook with: sha256= HMAC-SHA256 of the raw body with the app secret. */
export const signatureOf = (appSecret, raw) => `sha256=${createHmac("sha256", appSecret).update(raw).digest("hex")}`;

/**
 * Starts the fake on 127.0.0.1 (`port` 0: a free one). `token` and `phoneNumberId` are what it expects;
 * `webhookUrl` and `appSecret` where and how it signs what it posts back; `latencyMs` how long each send
 * takes to be answered (a slow API, so that a test can stop a server mid-run).
 */
export async function startWhatsappFake({
  token = "fake-whatsapp-token",
  phoneNumberId = "1000000000",
  appSecret = "fake-whatsapp-app-secret",
  webhookUrl,
  port = 0,
  latencyMs = 0,
} = {}) {
  const received = [];
  /** number -> [code, title]: refused for good. */
  const refused = new Map();
  /** Answers to give before accepting again: { status, code }. */
  const failures = [];
  let target = webhookUrl;

  const server = http.createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake");
    if (req.method === "GET" && url.pathname === "/_fake/messages") return json(res, 200, received);
    if (req.method === "GET" && url.pathname === "/_fake/count") return json(res, 200, { received: received.length });
    if (req.method === "POST" && url.pathname.startsWith("/_fake/")) {
      const body = raw ? JSON.parse(raw) : {};
      const action = url.pathname.slice("/_fake/".length);
      if (action === "tap") return json(res, 200, await controls.tap(body.from, body.payload));
      if (action === "text") return json(res, 200, await controls.text(body.from, body.text));
      if (action === "status") return json(res, 200, await controls.status(body.id, body.status));
      if (action === "refuse") return json(res, 200, controls.refuse(body.number, body.code));
      return json(res, 404, {});
    }
    const match = /^\/v[\d.]+\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !match) return json(res, 404, apiError(100, "Unknown path", url.pathname));
    if (req.headers.authorization !== `Bearer ${token}`) {
      return json(res, 401, apiError(190, "Invalid OAuth access token", "the token is not valid"));
    }
    if (match[1] !== phoneNumberId)
      return json(res, 400, apiError(100, "Invalid parameter", "unknown phone number id"));
    let body;
    try {
      body = JSON.parse(raw);
    } catch {
      return json(res, 400, apiError(100, "Invalid parameter", "the body is not JSON"));
    }
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const failure = failures.shift();
    if (failure) {
      if (failure.retryAfter) res.setHeader("retry-after", String(failure.retryAfter));
      return json(res, failure.status, apiError(failure.code, "Temporary failure", `answered ${failure.status}`));
    }
    if (body.messaging_product !== "whatsapp" || typeof body.to !== "string" || !/^\d{8,15}$/.test(body.to)) {
      return json(res, 400, apiError(100, "Invalid parameter", "messaging_product or to"));
    }
    const refusal = refused.get(body.to);
    if (refusal) return json(res, 400, apiError(refusal, "Message undeliverable", `refused ${body.to}`));
    const id = `wamid.${randomBytes(12).toString("base64url")}`;
    received.push({
      id,
      to: body.to,
      body,
      authorization: req.headers.authorization,
      receivedAt: new Date().toISOString(),
    });
    return json(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id, message_status: "accepted" }],
    });
  });

  /** Posts a webhook signed as Meta signs it (or with `signature` given, e.g. a wrong one). */
  async function post(value, signature) {
    if (!target) throw new Error("the fake has no webhook URL to post to");
    const payload = {
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    };
    const raw = JSON.stringify(payload);
    const response = await fetch(target, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature ?? signatureOf(appSecret, raw) },
      body: raw,
    });
    return { status: response.status, body: await response.text() };
  }

  const timestamp = () => String(Math.floor(Date.now() / 1000));
  const inbound = (from, message) =>
    post({
      contacts: [{ profile: { name: "Fake" }, wa_id: from }],
      messages: [{ from, id: `wamid.${randomBytes(12).toString("base64url")}`, timestamp: timestamp(), ...message }],
    });

  const controls = {
    /** A quick-reply button tap, as WhatsApp delivers it. */
    tap: (from, payload, text = "Confirm") => inbound(from, { type: "button", button: { payload, text } }),
    /** A text message from a person (e.g. "STOP"). */
    text: (from, body) => inbound(from, { type: "text", text: { body } }),
    /** A status of a message this fake accepted (sent, delivered, read, failed). */
    status(id, status, errors) {
      const to = received.find((message) => message.id === id)?.to ?? "0";
      const failed =
        status === "failed" ? { errors: errors ?? [{ code: 131026, title: "Message undeliverable" }] } : {};
      return post({ statuses: [{ id, status, timestamp: timestamp(), recipient_id: to, ...failed }] });
    },
    refuse(number, code = 131026) {
      refused.set(number, code);
      return { refused: number, code };
    },
  };

  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    /** WHATSAPP_API_URL for the app: the fake's versioned base. */
    apiUrl: `http://127.0.0.1:${address.port}/v23.0`,
    port: address.port,
    token,
    phoneNumberId,
    appSecret,
    /** Every message accepted, in order. */
    received: () => [...received],
    setWebhookUrl(url) {
      target = url;
    },
    /**
     * The next `count` sends are answered with `status` (429, 500, ...) and the API's error shape, and a
     * Retry-After of `retryAfter` seconds when given.
     */
    failNext(count, status = 429, code = status === 429 ? 130429 : 131000, retryAfter = undefined) {
      for (let i = 0; i < count; i++) failures.push({ status, code, retryAfter });
    },
    post,
    ...controls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fake = await startWhatsappFake({
    port: Number(process.env.WHATSAPP_FAKE_PORT ?? 3002),
    token: process.env.WHATSAPP_TOKEN,
    phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID,
    appSecret: process.env.WHATSAPP_APP_SECRET,
    webhookUrl: process.env.WHATSAPP_FAKE_WEBHOOK_URL,
  });
  // The first line is the API's URL alone (the bench reads it).
  console.log(fake.apiUrl);
  console.log(`WhatsApp fake: GET http://127.0.0.1:${fake.port}/_fake/messages lists what it received`);
}
