import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4321);
export const E2E_BASE_URL = `http://127.0.0.1:${port}`;

/**
 * Specs whose every test checks what the server stored and answered (numbers, rows, statuses, messages),
 * which a 390 px phone sees exactly as a desktop does: they run once, on desktop. The phone's own layout of
 * these pages is checked by admin/phone-width.spec.ts and the site specs, which run on both.
 */
const SAME_AT_EVERY_WIDTH = [
  "admin/audit",
  "admin/auth",
  "admin/home",
  "admin/invite-conflicts",
  "admin/launch",
  "admin/safe-waves",
  "admin/staff-roles",
  "admin/trending",
  "dev/outbox",
  "me/city-place",
  "me/hub-estimates",
  "site/foundation",
  "site/live-cities",
  "site/notice-grievance",
  "site/notice-languages",
  "waitlist/no-whatsapp",
  "waitlist/onboarding-links",
].map((name) => `**/${name}.spec.ts`);

/**
 * Both browsers are Debian's Chromium (never downloaded; decision 304). The phone runs in the full browser,
 * whose touch emulation keeps a tapped element hovered as phones do; the desktop in chromium-headless-shell,
 * Playwright's own choice for headless runs, which takes about a third less time on these machines.
 */
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_SHELL_PATH = process.env.CHROME_SHELL_PATH || "/usr/bin/chromium-headless-shell";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Browser tests against the production build served by the real server (fresh database per run). */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: E2E_BASE_URL,
    // Recording a trace of every test (screenshots and DOM snapshots at each step) was a quarter of the run's
    // time on 2 cores; a failure's retry in CI records one, and `--trace on` does locally.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: CHROME_SHELL_PATH, args: CHROMIUM_ARGS },
      },
    },
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      testIgnore: SAME_AT_EVERY_WIDTH,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${E2E_BASE_URL}/api/v1/health`,
    reuseExistingServer: false,
    // The server script builds first when the build is stale or lacks the tests' video (scripts/e2e-server.mjs).
    timeout: 180_000,
    env: { PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: E2E_BASE_URL },
  },
});
