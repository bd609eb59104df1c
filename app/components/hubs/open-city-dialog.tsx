import { useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useCanWrite } from "../admin/staff-role";

/** "Open this city": planned → live with a weekly intake, after the staff member confirms. */
export function OpenCityDialog({ city, onOpened }: { city: string; onOpened: () => void }) {
  const [intake, setIntake] = useState("");
  const form = useAdminWrite();
  if (!useCanWrite()) return null;

  async function open() {
    const result = await form.run("updateHub", { city, change: { status: "live", weeklyCapacity: Number(intake) } });
    if (result.ok) onOpened();
    return result.ok ? result : { ...result, detail: `Error: ${result.detail}` };
  }

  return (
    <ConfirmDialog
      trigger={
        <button
          type="button"
          aria-label={`Open this city: ${city}`}
          className="rounded-full border border-ink/20 px-3 py-1 text-sm font-medium hover:bg-sand"
        >
          Open this city
        </button>
      }
      title={`Open ${city}?`}
      description={
        <>
          The sign-up forms will offer {city} as live at once, every page of the site that names the live cities will
          name it within a minute, and its hub can take waves of invites. A live city cannot be set back to planned
          here.
        </>
      }
      confirmLabel={`Open ${city}`}
      pendingLabel="Opening…"
      onConfirm={open}
    >
      <TextField
        label="Weekly intake (new members a week)"
        type="number"
        min={0}
        inputMode="numeric"
        value={intake}
        onChange={(event) => setIntake(event.target.value)}
        error={form.messageFor("weeklyCapacity")}
      />
    </ConfirmDialog>
  );
}
