// `npm run dev`: the API (restarted on change by tsx watch) beside Vite's dev server with hot reload.
import { spawn } from "node:child_process";
import { startWhatsappFake } from "../server/test-support/whatsapp-fake.mjs";
import { devSettings } from "./dev-settings.mjs";

const { port, apiPort, fakePort, publicUrl } = devSettings(process.env);

// WhatsApp goes to the local fake of the Cloud API (server/test-support/whatsapp-fake.mjs), which posts its signed
// webhooks back to the API, unless a real WHATSAPP_TOKEN is set.
let whatsapp = {};
let fake;
if (!process.env.WHATSAPP_TOKEN) {
  fake = await startWhatsappFake({
    port: fakePort,
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
      PORT: String(apiPort),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
    },
  }),
  // --strictPort: on a taken port Vite would move to the next one, away from the links' address.
  spawn("npx", ["react-router", "dev", "--port", String(port), "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, API_PORT: String(apiPort) },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  void fake?.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
