// Click-to-panel: how long a visitor waits from a click on "Get started" or "Get Invited", on a page that
// has just loaded, to the first frame that paints the waitlist panel. Ten fresh loads per profile; the
// desktop profile runs the CPU at full speed, the phone profile slows it 4× as Chrome's mobile throttling
// does. The panel counts as painted at the animation frame in which an open waitlist dialog is first seen.
import { chromium } from "@playwright/test";

const LOADS = Number(process.env.BENCH_PANEL_LOADS ?? 10);
const PROFILES = [
  { name: "desktop", cpu: 1, viewport: { width: 1280, height: 800 }, isMobile: false, targetMs: 100 },
  { name: "phone, CPU 4× slower", cpu: 4, viewport: { width: 390, height: 844 }, isMobile: true, targetMs: 200 },
];
const TRIGGERS = ["Get started", "Get Invited"];

/** Installed before the page's own scripts: timestamps the first click and the frame that shows a panel. */
function watchForPanel() {
  window.__panel = {};
  document.addEventListener(
    "click",
    (event) => {
      window.__panel.clickAt ??= event.timeStamp;
      const look = (now) => {
        const open = [...document.querySelectorAll("[role=dialog], dialog[open]")].some(
          (element) => element.getClientRects().length > 0,
        );
        if (open) window.__panel.paintedAt = now;
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { capture: true, once: true },
  );
}

async function measureOnce(browser, origin, profile, path, trigger) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
  });
  const page = await context.newPage();
  await page.addInitScript(watchForPanel);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpu });
  await page.goto(`${origin}${path}`, { waitUntil: "load" });
  const button = page.getByRole("button", { name: trigger, exact: true }).locator("visible=true").first();
  await (profile.isMobile ? button.tap() : button.click());
  await page.waitForFunction(() => window.__panel.paintedAt !== undefined, null, { timeout: 15_000 });
  const { clickAt, paintedAt } = await page.evaluate(() => window.__panel);
  await context.close();
  return paintedAt - clickAt;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Prints one row per profile and trigger; returns false when a median misses its target. */
export async function benchPanel({ origin, executablePath, path = "/" }) {
  const browser = await chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  let met = true;
  console.log(`\nClick to waitlist panel on ${path} (${LOADS} fresh loads each; median, slowest):`);
  try {
    for (const profile of PROFILES) {
      for (const trigger of TRIGGERS) {
        const times = [];
        for (let load = 0; load < LOADS; load++) times.push(await measureOnce(browser, origin, profile, path, trigger));
        const mid = median(times);
        const ok = mid <= profile.targetMs;
        met &&= ok;
        console.log(
          `  ${profile.name.padEnd(22)} ${trigger.padEnd(12)} median ${mid.toFixed(0).padStart(5)} ms, ` +
            `slowest ${Math.max(...times)
              .toFixed(0)
              .padStart(5)} ms (target ≤ ${profile.targetMs} ms) ${ok ? "ok" : "MISSED"}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return met;
}
