import { useLocation, useNavigate } from "react-router";
import { FEES_HASH, type PricingMode } from "~/content/pricing";
import { useHydrated } from "./use-hydrated";

/**
 * The pricing page's state lives in its URL, so links can promise one (`?mode=payg`, `#fees`) and a
 * shared or reloaded address shows what its sender saw. Changing the state replaces the URL in place.
 */
export function usePricingUrl() {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const mode: PricingMode = hydrated && params.get("mode") === "payg" ? "payg" : "subscription";
  const feesShown = hydrated && location.hash === `#${FEES_HASH}`;

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
  return {
    mode,
    setMode: (next: PricingMode) => go(next, feesShown),
    feesShown,
    setFeesShown: (next: boolean) => go(mode, next),
  };
}
