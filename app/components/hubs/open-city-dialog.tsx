import { Dialog } from "radix-ui";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { useApiForm } from "~/components/form/use-api-form";
import { apiFetch } from "~/lib/api-client";
import { hubSchema } from "../../../contract/hubs";
import { hubPath } from "./hub-row";

/** "Open this city": planned → live with a weekly intake, after the staff member confirms. */
export function OpenCityDialog({ city, onOpened }: { city: string; onOpened: () => void }) {
  const [open, setOpen] = useState(false);
  const [intake, setIntake] = useState("");
  const form = useApiForm("Error: ");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit(async () => {
      await apiFetch(hubPath(city), {
        method: "PUT",
        body: { status: "live", weeklyCapacity: Number(intake) },
        schema: hubSchema,
      });
      setOpen(false);
      onOpened();
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={`Open this city: ${city}`}
        className="rounded-full border border-ink/20 px-3 py-1 text-sm font-medium hover:bg-sand"
      >
        Open this city
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-card bg-white p-6 shadow-soft">
          <Dialog.Title className="font-display text-2xl">Open {city}?</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-muted">
            The sign-up forms will offer {city} as live at once, and its hub can take waves of invites. A live city
            cannot be set back to planned here. Update the live cities of the marketing copy (LIVE_CITIES in
            app/content/site.ts) with the next release.
          </Dialog.Description>
          <form onSubmit={onSubmit} className="space-y-4">
            <FormError message={form.error} />
            <TextField
              label="Weekly intake (new members a week)"
              type="number"
              min={0}
              inputMode="numeric"
              value={intake}
              onChange={(event) => setIntake(event.target.value)}
              error={form.messageFor("weeklyCapacity")}
            />
            <div className="flex justify-end gap-3">
              <Dialog.Close className="rounded-full border border-ink/20 px-5 py-2 font-medium hover:bg-sand">
                Cancel
              </Dialog.Close>
              <SubmitButton pending={form.pending} pendingLabel="Opening…">
                Open {city}
              </SubmitButton>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
