import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import type { ReceivedMail } from "../../../server/test-support/smtp-sink.mjs";

/** Where scripts/e2e-server.mjs has its SMTP sink save each received message. */
const MAIL_DIR = "test-results/e2e-mail";

function received(): ReceivedMail[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, file), "utf8")));
}

/**
 * Waits for a message the server sent to `address` over SMTP; `about` picks one by what it carries (a
 * person who joins gets a confirmation e-mail before any invite).
 */
export async function waitForMail(address: string, about?: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = received()
          .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
          .find((message) => message.to.includes(address) && (!about || about.test(message.decoded)));
        return found !== undefined;
      },
      { message: `an e-mail to ${address}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${address}`);
  return found;
}

/** The personal-page link (`/me?token=…`) in a message, as a person would click it. */
export function personalLinkIn(message: ReceivedMail): string {
  const link = message.decoded.match(/https?:\/\/\S+\/me\?token=[\w-]+/)?.[0];
  if (!link) throw new Error("the e-mail carries no personal link");
  return link;
}

/** The onboarding link in the message's plain-text part (with its language hint), as a person would click it. */
export function onboardingLinkIn(message: ReceivedMail): string {
  const link = message.decoded.match(/https?:\/\/\S+\/onboarding\?invite=[\w.%-]+(?:&lang=[a-z]+)?/)?.[0];
  if (!link) throw new Error("the e-mail carries no onboarding link");
  return link;
}
