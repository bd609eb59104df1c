import type { Page } from "@playwright/test";

/** Collects every Content-Security-Policy violation the page reports, from the console and the DOM event. */
export function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|frame|connect)/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => violations.push(`${page.url()}: ${error.message}`));
  return violations;
}

export async function recordDomViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}
