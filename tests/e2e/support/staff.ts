import { type BrowserContext, expect, type Page } from "@playwright/test";
import { authenticatorCode, currentStep } from "../../../server/test-support/authenticator";
import { enrolmentCode, nextCode, readShared, withStaffLock, writeShared } from "./second-factor";

/** The account scripts/e2e-server.mjs creates through ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "admin@stashd.test", password: "e2e admin password" };

/** A shared session is refreshed with a new code when less than this is left of its fresh-proof window. */
const FRESH_MARGIN_MS = 4 * 60_000;

/** The password, as a person types it on the sign-in page the admin sends them to. */
export async function signInWithPassword(page: Page, next: string, account = E2E_ADMIN) {
  await page.goto(next);
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** The second-factor page: enrol (the account's first sign-in: read the key, type its code) or enter a code. */
export async function passSecondFactorPage(page: Page) {
  const enrol = page.getByRole("button", { name: "Set up an authenticator app" });
  const code = page.getByLabel(/Code from your authenticator app/);
  // The password is hashed at the production cost first: seconds on a busy machine.
  await expect(enrol.or(code)).toBeVisible({ timeout: 20_000 });
  if (await enrol.isVisible()) {
    await enrol.click();
    const secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await code.fill(enrolmentCode(secret));
    await page.getByRole("button", { name: "Turn on" }).click();
    await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
    await page.getByRole("link", { name: "Continue" }).click();
    return;
  }
  await code.fill(await nextCode(readShared("secret") ?? ""));
  await page.getByRole("button", { name: "Continue" }).click();
}

async function sharedSessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "stashd_session");
}

/**
 * Signs the page in as the browser tests' staff account and opens `next`. The first test of the run goes
 * through the pages as a person does (password, then enrolment or a code) and shares that session with
 * every later test, so a run enrols once and signs in once; a test that signs out asks for its own session.
 * A shared session whose second factor is about to stop counting as fresh proof gets a new code first.
 */
export async function signIn(page: Page, next = "/admin", options: { ownSession?: boolean } = {}) {
  if (options.ownSession) {
    await withStaffLock(async () => {
      await signInWithPassword(page, next);
      await passSecondFactorPage(page);
    });
    await expect(page).not.toHaveURL(/\/admin\/(login|second-factor)/);
    return;
  }
  await withStaffLock(async () => {
    const saved = readShared("session.json");
    if (saved) await page.context().addCookies([JSON.parse(saved)]);
    const state = await (await page.request.get("/api/v1/auth/session")).json();
    if (!state.staff) {
      await page.context().clearCookies();
      await signInWithPassword(page, next);
      await passSecondFactorPage(page);
      await expect(page).not.toHaveURL(/\/admin\/(login|second-factor)/);
      writeShared("session.json", JSON.stringify(await sharedSessionCookie(page.context())));
      return;
    }
    if (!state.freshUntil || Date.parse(state.freshUntil) - Date.now() < FRESH_MARGIN_MS) {
      const verified = await page.request.post("/api/v1/auth/totp/verify", {
        headers: { "x-requested-with": "stashd" },
        data: { code: await nextCode(readShared("secret") ?? "") },
      });
      expect(verified.status(), await verified.text()).toBe(204);
    }
  });
  await page.goto(next);
}

/**
 * With the page signed in as staff: creates a manual invite for the person and opens its onboarding link,
 * as the invitee would from the e-mail (page.request shares the signed-in browser's cookies).
 */
export async function openOnboardingAsInvitee(page: Page, person: { email: string; name: string }) {
  const created = await page.request.post("/api/v1/invites", {
    headers: { "x-requested-with": "stashd" },
    data: { email: person.email, name: person.name },
  });
  expect(created.status()).toBe(201);
  await page.goto((await created.json()).onboardingLink);
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}` })).toBeVisible();
}

/** A colleague's own authenticator app (not the shared account's): its key once enrolled, its last used step. */
export interface ColleagueAuthenticator {
  secret?: string;
  step: number;
}

/** The second-factor page for a colleague: enrols their app on the first sign-in, then types its next code. */
export async function passColleagueSecondFactor(page: Page, app: ColleagueAuthenticator) {
  const code = page.getByLabel(/Code from your authenticator app/);
  if (!app.secret) {
    await page.getByRole("button", { name: "Set up an authenticator app" }).click({ timeout: 20_000 });
    app.secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    app.step = currentStep();
    await code.fill(authenticatorCode(app.secret, app.step));
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("link", { name: "Continue" }).click();
    return;
  }
  // A code counts once: a second sign-in within the same 30 s takes the next step's (one step ahead is allowed).
  app.step = Math.max(currentStep(), app.step + 1);
  await code.fill(authenticatorCode(app.secret, app.step));
  await page.getByRole("button", { name: "Continue" }).click();
}
