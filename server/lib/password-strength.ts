import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
export const MIN_PASSWORD_SCORE = 3;
/** zxcvbn's matching grows with length; what follows the first 100 characters only adds strength. */
const ANALYSED_LENGTH = 100;

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the dictionaries take a moment and most starts never create an account. */
function loadEstimator() {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  })();
  return estimator;
}

/**
 * Why a password is too easy to guess (common, a keyboard walk, a dictionary word with digits, the
 * account's own address...), or undefined when it is strong enough.
 */
export async function weakPasswordReason(password: string, userInputs: string[] = []) {
  const result = (await loadEstimator()).check(password.slice(0, ANALYSED_LENGTH), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return undefined;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return `This password is too easy to guess${hint ? ` (${hint.replace(/\.$/, "").toLowerCase()})` : ""}. Try a few unrelated words.`;
}
