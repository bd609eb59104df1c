import { useCallback, useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { type InviteRisks, invitableCountSchema } from "../../../contract/jobs";

/** Ready: the invitable count and, among them, who needs staff's explicit choice (planned city, unconfirmed). */
export type InvitableCount =
  | { state: "loading" }
  | { state: "ready"; invitable: number; risks: InviteRisks }
  | { state: "error" };

/**
 * How many of the people the list's filter matches can still be invited (no open or accepted invite, no
 * account): what "Invite all N matching" would invite. Counted again when the filter or `version` changes.
 */
export function useInvitableCount(filter: Record<string, string>, version: unknown) {
  const [count, setCount] = useState<InvitableCount>({ state: "loading" });
  const [retries, setRetries] = useState(0);
  const query = new URLSearchParams(filter).toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `retries` are triggers.
  useEffect(() => {
    const controller = new AbortController();
    setCount({ state: "loading" });
    apiFetch(`/invites/bulk/count${query ? `?${query}` : ""}`, {
      schema: invitableCountSchema,
      signal: controller.signal,
    }).then(
      ({ invitable, ...risks }) => setCount({ state: "ready", invitable, risks }),
      () => controller.signal.aborted || setCount({ state: "error" }),
    );
    return () => controller.abort();
  }, [query, version, retries]);

  return { count, retry: useCallback(() => setRetries((n) => n + 1), []) };
}
