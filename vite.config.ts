import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeSettings } from "./contract/build-settings.mjs";
import { fromThisMachine } from "./server/services/dev-outbox/availability.js";

const apiPort = process.env.API_PORT ?? "3001";

/**
 * The static pages are built once, so the few operator settings they show are baked in at build time from
 * the same variables the server reads (README: Configuration; contract/build-settings.mjs). Unset ones fall
 * back to app/content/site.ts.
 */
const settings = buildTimeSettings(process.env);
const buildTimeEnv = {
  VITE_CONTACT_EMAIL: settings.CONTACT_EMAIL,
  VITE_SITE_ORIGIN: settings.PUBLIC_URL,
  VITE_PROMO_VIDEO_URL: settings.PROMO_VIDEO_URL,
  VITE_WHATSAPP_NUMBER: settings.WHATSAPP_NUMBER,
  VITE_GRIEVANCE_EMAIL: settings.GRIEVANCE_EMAIL,
};
const define = Object.fromEntries(
  Object.entries(buildTimeEnv)
    .filter(([, value]) => value)
    .map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define,
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Rolldown's "[PLUGIN_TIMINGS]" advice (which plugin took how long) is for plugin authors, not a start-up.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  server: {
    // `npm run dev`: the API runs beside Vite and is reached through this proxy, the dev outbox too, so that
    // it is on the site's own address. Through the proxy every request reaches the API from this machine, so
    // the outbox's "this machine only" is checked here, on the browser's own socket.
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/dev/outbox": {
        target: `http://127.0.0.1:${apiPort}`,
        bypass: (request) => (fromThisMachine(request.socket.remoteAddress) ? undefined : false),
      },
    },
  },
});
