import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FEES_HASH, PRICING_MODES, type PricingMode } from "~/content/pricing";
import { CHANGED_EARLY_FLAG } from "~/lib/page-boot";
import { useHydrated } from "./use-hydrated";

export const PRICING_MODE_INPUT = "pricing-mode";
const DEFAULT_MODE: PricingMode = "subscription";

/** The mode a visitor picked last on the pre-rendered page before React started, if they picked one. */
function modePickedBeforeReact(): PricingMode | undefined {
  if (typeof document === "undefined") return undefined;
  const order = (input: HTMLInputElement) => Number(input.dataset[CHANGED_EARLY_FLAG] ?? 0);
  const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[name="${PRICING_MODE_INPUT}"]`)];
  const last = inputs.filter((input) => order(input) > 0).sort((a, b) => order(b) - order(a))[0];
  return PRICING_MODES.find((mode) => mode.id === last?.value)?.id;
}

/**
 * The pricing page's state lives in its URL, so links can promise one (`?mode=payg`, `#fees`) and a
 * shared or reloaded address shows what its sender saw. Changing the state replaces the URL in place.
 * The toggle works before React starts (the page shows the checked mode's plans by CSS); a mode picked
 * then is kept and written to the URL, rather than React setting the toggle back.
 */
export function usePricingUrl() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const [picked, setPicked] = useState(modePickedBeforeReact);
  // Set by a pick React handled, which writes its own address: the early pick's effect must not follow it.
  const pickedSinceStart = useRef(false);
  const params = new URLSearchParams(location.search);
  const urlMode: PricingMode = hydrated && params.get("mode") === "payg" ? "payg" : DEFAULT_MODE;
  const feesShown = hydrated && location.hash === `#${FEES_HASH}`;
  if (picked && hydrated && picked === urlMode) setPicked(undefined);
  const mode = picked ?? urlMode;

  const go = (nextMode: PricingMode, nextFeesShown: boolean) => {
    const search = new URLSearchParams(location.search);
    if (nextMode === "payg") search.set("mode", "payg");
    else search.delete("mode");
    const query = search.toString();
    navigate(
      { search: query ? `?${query}` : "", hash: nextFeesShown ? FEES_HASH : "" },
      { replace: true, preventScrollReset: true },
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once React has started, to record the early pick.
  useEffect(() => {
    // Read again: a pick made while React was starting came after its first render read the page.
    const early = hydrated && !pickedSinceStart.current ? modePickedBeforeReact() : undefined;
    if (!early) return;
    if (early !== picked) setPicked(early);
    if (early !== urlMode) go(early, feesShown);
  }, [hydrated]);
  return {
    mode,
    setMode: (next: PricingMode) => {
      // Shown at once: the URL follows a moment later.
      pickedSinceStart.current = true;
      setPicked(next);
      go(next, feesShown);
    },
    feesShown,
    setFeesShown: (next: boolean) => go(mode, next),
  };
}
