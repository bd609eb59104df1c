import type { ServerProcess } from "./server-process.js";

const CITIES = ["Bangalore", "Mumbai", "Pune"];
const CLIENTS = 16;

/** n in letters (0 → "a", 26 → "aa"): a name refuses a run of five or more digits, and a burst outgrows four. */
const letters = (n: number): string =>
  (n < 26 ? "" : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

/** The n-th sign-up of a burst: unique e-mail and phone, a valid name whatever n grows to. */
export function burstSignUp(n: number, tag: string) {
  return {
    name: `Burst ${tag} ${letters(n)}`,
    email: `${tag}-${n}@example.com`,
    phone: `+9198${String(10_000_000 + n).slice(-8)}`,
    homeCity: CITIES[n % CITIES.length] as string,
    ageConfirmed: true as const,
    preferredCities: [CITIES[(n + 1) % CITIES.length] as string],
  };
}

export interface BurstOptions {
  /** The body of the n-th sign-up; extra fields (a WhatsApp opt-in) on top of burstSignUp. */
  body: (n: number) => Record<string, unknown>;
  /** SIGKILL once at least this many sign-ups were acknowledged (201)… */
  acknowledgedAtLeast: number;
  /** …and this resolves (what must be under way at the kill, such as a first delivery). */
  alsoAwait?: Promise<unknown>;
}

/**
 * The durability tests' one harness: 16 clients sign up as fast as the server answers, the server is
 * SIGKILLed mid-burst, and the numbers of the sign-ups it acknowledged come back. Any answer but 201
 * before the kill fails the burst: a refused sign-up would hide a lost one.
 */
export async function signUpBurstThenKill(server: ServerProcess, options: BurstOptions): Promise<number[]> {
  const acknowledged: number[] = [];
  let next = 0;
  let killed = false;
  let failure: Error | undefined;
  const client = async () => {
    while (!killed && !failure) {
      const n = next++;
      const response = await fetch(`${server.url}/api/v1/survey_responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(options.body(n)),
      }).catch(() => undefined);
      if (response?.status === 201) acknowledged.push(n);
      else if (response && !killed) failure = new Error(`unexpected ${response.status}: ${await response.text()}`);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  try {
    await options.alsoAwait;
    while (acknowledged.length < options.acknowledgedAtLeast && !failure) await new Promise((r) => setTimeout(r, 5));
  } finally {
    await server.stop("SIGKILL");
    killed = true;
    await Promise.all(clients);
  }
  if (failure) throw failure;
  return acknowledged;
}
