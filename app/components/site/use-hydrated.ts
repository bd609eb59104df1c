import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the pre-rendered HTML hydrates, true afterwards: state read from the URL's query or hash
 * (which the static HTML cannot know) waits for it, so hydration matches and then the page updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
