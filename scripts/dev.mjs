// `npm run dev`: the API (restarted on change by tsx watch) beside Vite's dev server with hot reload.
import { spawn } from "node:child_process";
import { startWhatsappFake } from "../server/test-support/whatsapp-fake.mjs";

const apiPort = process.env.API_PORT ?? "3001";

// WhatsApp goes to the local fake of the Cloud API (server/test-support/whatsapp-fake.mjs), which posts its signed
// webhooks back to the API, unless a real WHATSAPP_TOKEN is set.
let whatsapp = {};
let fake;
if (!process.env.WHATSAPP_TOKEN) {
  fake = await startWhatsappFake({
    port: Number(process.env.WHATSAPP_FAKE_PORT ?? 3002),
    webhookUrl: `http://127.0.0.1:${apiPort}/api/v1/whatsapp/webhook`,
  });
  whatsapp = {
    WHATSAPP_TOKEN: fake.token,
    WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
    WHATSAPP_APP_SECRET: fake.appSecret,
    WHATSAPP_VERIFY_TOKEN: "dev-verify-token",
    WHATSAPP_API_URL: fake.apiUrl,
  };
  console.log(
    `WhatsApp: the local fake on ${fake.apiUrl} (what it received: http://127.0.0.1:${fake.port}/_fake/messages)`,
  );
}

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      ...whatsapp,
      PORT: apiPort,
      HOST: "127.0.0.1",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
    },
  }),
  spawn("npx", ["react-router", "dev", "--port", process.env.PORT ?? "3000"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  void fake?.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
