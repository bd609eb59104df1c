import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { useReauth } from "~/components/second-factor/reauth";
import {
  ADMIN_ACTIONS_PATH,
  type WriteBody,
  type WriteIntent,
  type WriteResult,
  type WriteValue,
} from "~/lib/admin-writes";
import { REAUTH_REQUIRED } from "../../../contract/second-factor";

/**
 * The one way an admin screen writes (decision 210): a fetcher posts `{ intent, body }` to the admin
 * actions route, whose clientAction calls the API; on success React Router reloads the page's data.
 * `run` resolves with the outcome once that reload is done; `pending` covers both. The form's own values
 * are left alone, so a failure never loses what was typed; the API's field errors come by `messageFor`.
 */
export function useAdminWrite(errorPrefix = "") {
  const fetcher = useFetcher<WriteResult<unknown>>();
  const settle = useRef<(result: WriteResult<unknown>) => void>(undefined);

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    settle.current?.(fetcher.data);
    settle.current = undefined;
  }, [fetcher.state, fetcher.data]);

  const { submit } = fetcher;
  const reauth = useReauth();
  const run = useCallback(
    async <I extends WriteIntent>(intent: I, body: WriteBody<I>) => {
      const once = () =>
        new Promise<WriteResult<WriteValue<I>>>((resolve) => {
          settle.current = resolve as (result: WriteResult<unknown>) => void;
          void submit({ intent, body } as never, {
            method: "post",
            action: ADMIN_ACTIONS_PATH,
            encType: "application/json",
          });
        });
      const result = await once();
      // A dangerous action without a recent second factor: ask for a code, then send the same write again.
      if (!result.ok && result.code === REAUTH_REQUIRED && (await reauth())) return once();
      return result;
    },
    [submit, reauth],
  );

  const pending = fetcher.state !== "idle";
  const failure = !pending && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  return {
    run,
    pending,
    error: failure ? `${errorPrefix}${failure.detail}` : undefined,
    messageFor: (field: string) => failure?.errors.find((e) => e.field === field)?.message,
  };
}
