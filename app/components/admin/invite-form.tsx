import { type FormEvent, useId, useState } from "react";
import { SubmitButton } from "~/components/form/submit-button";
import { FormError, TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { InviteCityField } from "~/components/hubs/invite-city-field";
import { chosenFlags, InviteChoiceFields } from "~/components/staff-tools/invite-choice-fields";
import { useCities } from "~/components/waitlist/use-cities";
import { INVITE_FIELD_LIMITS, type InviteSendResponse } from "../../../contract/invites";
import type { InviteChoice } from "../../../contract/jobs";

export interface InviteDraft {
  email: string;
  name: string;
  phone: string;
  source: "survey" | "manual";
  surveyResponseId?: string;
  /** The hub a manual invite is for; a waitlist row's invite is for its home city. */
  city?: string;
  /** A waitlist row's home city and whether its address is confirmed: what may need staff's explicit choice. */
  homeCity?: string;
  confirmed?: boolean;
}

interface InviteFormProps {
  initial: InviteDraft;
  onSent: (result: InviteSendResponse, draft: InviteDraft) => void;
  onCancel: () => void;
}

const FIELDS = [
  { name: "email", label: "Email", type: "email", optional: false },
  { name: "name", label: "Name", type: "text", optional: true },
  { name: "phone", label: "Phone", type: "tel", optional: true },
] as const;

/**
 * The invite form of the modal and of /admin/invite-form. A failure keeps every value typed. When the
 * person already has an open invite (409 naming it), the form offers to resend that one instead.
 */
export function InviteForm({ initial, onSent, onCancel }: InviteFormProps) {
  const [values, setValues] = useState(initial);
  const [openInviteId, setOpenInviteId] = useState<string>();
  const [choice, setChoice] = useState<InviteChoice>({});
  const form = useAdminWrite("Error: ");
  const id = useId();
  const notes = useChoiceNotes(values, form.messageFor);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, name, phone, source, surveyResponseId, city } = values;
    const result = openInviteId
      ? await form.run("resendInvite", { inviteId: openInviteId })
      : await form.run("createInvite", {
          email,
          name,
          phone,
          source,
          ...(surveyResponseId ? { surveyResponseId } : {}),
          ...(city ? { city } : {}),
          ...chosenFlags(notes, choice),
        });
    if (result.ok) onSent(result.value, values);
    else if (result.existingInviteId) setOpenInviteId(result.existingInviteId);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <FormError message={form.error} />
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`${id}-${field.name}`}
          name={field.name}
          label={field.label}
          type={field.type}
          optional={field.optional}
          autoComplete="off"
          maxLength={INVITE_FIELD_LIMITS[field.name]}
          value={values[field.name]}
          onChange={(event) => {
            setValues({ ...values, [field.name]: event.target.value });
            // Another address is another person: their open invite no longer applies.
            if (field.name === "email") setOpenInviteId(undefined);
          }}
          error={form.messageFor(field.name)}
        />
      ))}
      {values.source === "manual" ? (
        <InviteCityField
          id={`${id}-city`}
          value={values.city ?? ""}
          onChange={(city) => setValues({ ...values, city })}
          error={form.messageFor("city")}
        />
      ) : null}
      <InviteChoiceFields
        id={`${id}-risk`}
        notes={notes}
        choice={choice}
        onChange={setChoice}
        plannedLabel={`Invite for ${(values.source === "survey" ? values.homeCity : values.city) || "this city"} anyway`}
        unconfirmedLabel="Invite although not confirmed"
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button
          type="button"
          onClick={onCancel}
          className="rounded-full border border-ink/20 px-5 py-2 font-medium hover:bg-sand"
        >
          Cancel
        </button>
        <SubmitButton pending={form.pending} pendingLabel="Sending…">
          {openInviteId ? "Resend" : "Send Invite"}
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * What this invite needs staff's explicit choice for (docs/product.md, Staff admin): a planned city (the
 * row's home city, or the one chosen for a typed address) and, from a row, an address never confirmed. A
 * 409's own words stand in when the screen could not tell (the city list not loaded).
 */
function useChoiceNotes(values: InviteDraft, refused: (field: string) => string | undefined) {
  const { state } = useCities();
  const planned = new Set(
    state.status === "ready" ? state.cities.filter((city) => city.status === "planned").map((city) => city.name) : [],
  );
  const fromRow = values.source === "survey";
  const city = fromRow ? values.homeCity : values.city;
  const plannedNote =
    city && planned.has(city)
      ? `${fromRow ? `Their home city, ${city},` : city} is a planned city: it has no hub yet.`
      : refused("allowPlanned");
  const unconfirmedNote =
    fromRow && values.confirmed === false
      ? "They have not confirmed their address: anyone can sign up anyone."
      : refused("allowUnconfirmed");
  return {
    ...(plannedNote ? { planned: plannedNote } : {}),
    ...(unconfirmedNote ? { unconfirmed: unconfirmedNote } : {}),
  };
}
