import type { TestInfo } from "@playwright/test";

/**
 * A tag no other test shares: desktop and mobile run at once against one server and one database, and
 * the product keeps one entry per e-mail, so every test's people and names carry this.
 */
let sequence = 0;
export function uniqueTag(testInfo: TestInfo) {
  sequence += 1;
  return `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}${sequence}`.toLowerCase();
}

export function uniqueEmail(testInfo: TestInfo, label = "e2e") {
  return `${label.toLowerCase()}.${uniqueTag(testInfo)}@example.in`;
}

export function uniquePerson(testInfo: TestInfo, label: string) {
  const tag = uniqueTag(testInfo);
  return { name: `${label} ${tag}`, email: `${label.toLowerCase()}.${tag}@example.in` };
}
