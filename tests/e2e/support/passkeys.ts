import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../../../playwright.config";

/** WebAuthn refuses an IP address as the relying party's id; localhost is a secure context. */
export const PASSKEY_BASE_URL = E2E_BASE_URL.replace("127.0.0.1", "localhost");

/**
 * Chrome's virtual authenticator on `page`: a platform passkey that verifies its user, as Touch ID would,
 * present at once whenever the page asks. Open pages at PASSKEY_BASE_URL.
 */
export async function addPasskeyAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}
