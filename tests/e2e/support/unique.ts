import type { TestInfo } from "@playwright/test";

/**
 * A tag no other test shares: desktop and mobile run at once against one server and one database, and
 * the product keeps one entry per e-mail, so every test's people and names carry this.
 */
let sequence = 0;
export function uniqueTag(testInfo: TestInfo) {
  sequence += 1;
  return `${testInfo.project.name}-${testInfo.workerIndex}-${timeInLetters()}${sequence}`.toLowerCase();
}

/**
 * The current time in letters only (base 26, a-z): tags go into people's names, which refuse runs of five
 * or more digits.
 */
export function timeInLetters() {
  return [...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26))).join("");
}

export function uniqueEmail(testInfo: TestInfo, label = "e2e") {
  return `${label.toLowerCase()}.${uniqueTag(testInfo)}@example.in`;
}

export function uniquePerson(testInfo: TestInfo, label: string) {
  const tag = uniqueTag(testInfo);
  return { name: `${label} ${tag}`, email: `${label.toLowerCase()}.${tag}@example.in` };
}
