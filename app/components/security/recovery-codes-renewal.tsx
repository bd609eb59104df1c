import { useState } from "react";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { RecoveryCodeList } from "./recovery-code-list";

/** Ten new recovery codes; the old ones stop working the moment they are made. */
export function RecoveryCodesRenewal() {
  const write = useAdminWrite();
  const [codes, setCodes] = useState<string[]>();
  return (
    <div>
      <p className="text-sm text-ink-muted">
        Each recovery code works once in place of a code from your app. Used some, or not sure where they are? Make new
        ones: the old ones stop working at once.
      </p>
      {codes ? (
        <RecoveryCodeList codes={codes} />
      ) : (
        <div className="mt-3">
          <ConfirmDialog
            trigger={
              <button
                type="button"
                className="rounded-full border border-ink/20 px-4 py-2 text-sm font-semibold hover:bg-sand"
              >
                Make new recovery codes
              </button>
            }
            title="Make new recovery codes?"
            description="Your current recovery codes stop working at once. The new ones are shown once: copy or download them."
            confirmLabel="Make new codes"
            pendingLabel="Making…"
            onConfirm={async () => {
              const result = await write.run("newRecoveryCodes", {});
              if (result.ok) setCodes(result.value.codes);
              return result;
            }}
          />
        </div>
      )}
    </div>
  );
}
