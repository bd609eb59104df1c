// The built server for a benchmark: started on its own port and data directory, and its health awaited.
import { spawn } from "node:child_process";
import os from "node:os";

/** Starts build/server/main.js with `env` on top of the environment; resolves once /api/v1/health answers. */
export async function startBuiltServer(port, env) {
  const child = spawn(process.execPath, ["build/server/main.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGTERM");
  throw new Error("the server did not become healthy");
}

/**
 * An SMTP relay for `BENCH_SMTP=1` (scripts/bench-smtp-relay.mjs) at the lowest priority, since a real one
 * runs on another machine: its process, its address, and the count of messages it has received so far.
 */
export async function startRelay() {
  const child = spawn(process.execPath, ["scripts/bench-smtp-relay.mjs"], { stdio: ["ignore", "pipe", "inherit"] });
  os.setPriority(child.pid, 19);
  const relay = { process: child, url: "", received: 0 };
  await new Promise((resolve) => {
    child.stdout.setEncoding("utf8").on("data", (text) => {
      for (const line of text.split("\n").filter(Boolean)) {
        if (!line.startsWith("smtp://")) relay.received = Number(line.split(" ")[1]);
        else {
          relay.url = line;
          resolve();
        }
      }
    });
  });
  return relay;
}

/**
 * The WhatsApp Cloud API fake for `BENCH_WHATSAPP=1` (server/test-support/whatsapp-fake.mjs), at the lowest priority
 * as Meta's servers are elsewhere: its process, the env that points the server at it, and a count of the
 * messages it has accepted.
 */
export async function startWhatsappFakeProcess() {
  const env = {
    WHATSAPP_TOKEN: "bench-whatsapp-token",
    WHATSAPP_PHONE_NUMBER_ID: "1000000000",
    WHATSAPP_APP_SECRET: "bench-whatsapp-secret",
    WHATSAPP_VERIFY_TOKEN: "bench-verify-token",
  };
  const child = spawn(process.execPath, ["server/test-support/whatsapp-fake.mjs"], {
    stdio: ["ignore", "pipe", "inherit"],
    // Port 0: a free one; the fake prints its URL first.
    env: { ...process.env, ...env, WHATSAPP_FAKE_PORT: "0" },
  });
  os.setPriority(child.pid, 19);
  const apiUrl = await new Promise((resolve, reject) => {
    child.stdout.setEncoding("utf8").once("data", (text) => resolve(text.split("\n")[0]));
    child.once("exit", () => reject(new Error("the WhatsApp fake did not start")));
  });
  const received = async () => (await (await fetch(new URL("/_fake/count", apiUrl))).json()).received;
  return { process: child, env: { ...env, WHATSAPP_API_URL: apiUrl }, received };
}
