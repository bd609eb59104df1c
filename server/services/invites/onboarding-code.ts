import { createHmac } from "node:crypto";
import type { AppConfig } from "../../config.js";
import type { OnboardingLinks } from "../../lib/onboarding-code.js";
import { sealingKey } from "../second-factor/secret-box.js";

/**
 * The key of the onboarding links' seals (lib/onboarding-code.ts), derived from the server's sealing key
 * (SECOND_FACTOR_KEY or its key file), which never enters the database.
 */
export const onboardingSecret = (config: Pick<AppConfig, "secondFactorKey" | "dataDir">) =>
  createHmac("sha256", sealingKey(config)).update("stashd onboarding link").digest();

export const onboardingLinks = (
  config: Pick<AppConfig, "publicUrl" | "secondFactorKey" | "dataDir">,
): OnboardingLinks => ({ publicUrl: config.publicUrl, secret: onboardingSecret(config) });
