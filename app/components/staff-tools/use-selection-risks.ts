import { useEffect, useState } from "react";
import { apiFetch } from "~/lib/api-client";
import { type InviteRisks, inviteRisksSchema } from "../../../contract/jobs";

/**
 * Of the ticked rows, how many live in a planned city and how many never confirmed (POST /invites/bulk/check),
 * for the confirm dialog; undefined while counting or when it could not count (a 409 then says it instead).
 */
export function useSelectionRisks(ids: string[]) {
  const [risks, setRisks] = useState<InviteRisks>();
  const key = ids.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids.
  useEffect(() => {
    setRisks(undefined);
    if (!ids.length) return;
    const controller = new AbortController();
    apiFetch("/invites/bulk/check", { body: { ids }, schema: inviteRisksSchema, signal: controller.signal }).then(
      setRisks,
      () => undefined,
    );
    return () => controller.abort();
  }, [key]);
  return risks;
}
