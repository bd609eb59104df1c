import fs from "node:fs";
import path from "node:path";
import { authenticatorCode, currentStep } from "../../../server/test-support/authenticator";

/**
 * What the browser tests' one staff account keeps between workers, as a person keeps their phone: the
 * authenticator secret, the last 30-second step whose code was used (a code counts once), and the shared
 * signed-in session. scripts/e2e-server.mjs empties the folder with the database at each run.
 */
export const E2E_STAFF_DIR = "test-results/e2e-staff";
const file = (name: string) => path.join(E2E_STAFF_DIR, name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function readShared(name: string) {
  try {
    return fs.readFileSync(file(name), "utf8");
  } catch {
    return undefined;
  }
}

export function writeShared(name: string, text: string) {
  fs.mkdirSync(E2E_STAFF_DIR, { recursive: true });
  fs.writeFileSync(file(name), text);
}

/** One worker at a time through `work` (a directory is made atomically); a lock left by a killed worker expires. */
export async function withStaffLock<T>(work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(E2E_STAFF_DIR, { recursive: true });
  const lock = file("lock");
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * The next code the server will accept (call inside withStaffLock): the current step's, or the next step's
 * when this one was used already; beyond that it waits for the clock, as a person would.
 */
export async function nextCode(secret: string) {
  const used = Number(readShared("last-step") ?? 0);
  let step = Math.max(currentStep(), used + 1);
  while (step > currentStep() + 1) {
    await sleep(1_000);
    step = Math.max(currentStep(), used + 1);
  }
  writeShared("last-step", String(step));
  return authenticatorCode(secret, step);
}

/** At enrolment: keeps the secret and answers the code to turn it on, marking its step used. */
export function enrolmentCode(secret: string) {
  const step = currentStep();
  writeShared("secret", secret);
  writeShared("last-step", String(step));
  return authenticatorCode(secret, step);
}
