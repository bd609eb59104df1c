import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeSettings } from "./contract/build-settings.mjs";
import { devProxy } from "./scripts/dev-proxy.js";

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
    // `npm run dev`: the API and the dev outbox, reached through Vite on the site's own port.
    proxy: devProxy(apiPort),
  },
});
