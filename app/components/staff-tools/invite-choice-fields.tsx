import type { InviteChoice, InviteRisks } from "../../../contract/jobs";

const NUMBER = new Intl.NumberFormat("en-IN");
const people = (n: number) => (n === 1 ? "1 person" : `${NUMBER.format(n)} people`);

/** What needs staff's explicit choice in a set about to be invited: a sentence each, absent when none. */
export interface ChoiceNotes {
  planned?: string;
  unconfirmed?: string;
}

/** The notes for counted risks (contract/jobs.ts, inviteRisksSchema), or for a 409's field errors. */
export function notesFor(risks: InviteRisks | undefined, refused: (field: string) => string | undefined): ChoiceNotes {
  const planned =
    risks && risks.planned > 0
      ? `Of these, ${people(risks.planned)} ${risks.planned === 1 ? "lives" : "live"} in a planned city (${risks.plannedCities.join(", ")}), which has no hub yet.`
      : refused("allowPlanned");
  const unconfirmed =
    risks && risks.unconfirmed > 0
      ? `Of these, ${people(risks.unconfirmed)} ${risks.unconfirmed === 1 ? "has" : "have"} not confirmed their address.`
      : refused("allowUnconfirmed");
  return { ...(planned ? { planned } : {}), ...(unconfirmed ? { unconfirmed } : {}) };
}

/** The flags to send: only what staff ticked beside a note they saw, so a tick never travels unseen. */
export function chosenFlags(notes: ChoiceNotes, choice: InviteChoice): InviteChoice {
  return {
    ...(notes.planned && choice.allowPlanned ? { allowPlanned: true } : {}),
    ...(notes.unconfirmed && choice.allowUnconfirmed ? { allowUnconfirmed: true } : {}),
  };
}

interface InviteChoiceFieldsProps {
  id: string;
  notes: ChoiceNotes;
  choice: InviteChoice;
  onChange: (choice: InviteChoice) => void;
  plannedLabel?: string;
  unconfirmedLabel?: string;
}

/**
 * The explicit choice a wave needs before it reaches people in a planned city or who never confirmed: the
 * count, said plainly, and a box to tick for each. Without the tick the API refuses them (409); the choice
 * stays as ticked when staff try again.
 */
export function InviteChoiceFields({
  id,
  notes,
  choice,
  onChange,
  plannedLabel = "Invite people in planned cities too",
  unconfirmedLabel = "Invite people who have not confirmed too",
}: InviteChoiceFieldsProps) {
  const rows = [
    { key: "allowPlanned", note: notes.planned, label: plannedLabel },
    { key: "allowUnconfirmed", note: notes.unconfirmed, label: unconfirmedLabel },
  ] as const;
  if (!notes.planned && !notes.unconfirmed) return null;
  return (
    <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" data-testid={`${id}-choice`}>
      {rows.map(({ key, note, label }) =>
        note ? (
          <div key={key} className="space-y-1">
            <p id={`${id}-${key}-note`}>{note}</p>
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                className="size-4 accent-teal"
                aria-describedby={`${id}-${key}-note`}
                checked={choice[key] === true}
                onChange={(event) => onChange({ ...choice, [key]: event.currentTarget.checked })}
              />
              {label}
            </label>
          </div>
        ) : null,
      )}
    </div>
  );
}
