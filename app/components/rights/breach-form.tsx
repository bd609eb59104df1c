import { type FormEvent, useState } from "react";
import { TextField } from "~/components/form/text-field";
import { useAdminWrite } from "~/components/form/use-admin-write";
import { BREACH_DATA_ITEMS } from "../../../contract/breaches";
import { peopleCount } from "./breach-card";

const BOX = "block w-full rounded-xl border border-ink-muted/60 bg-white px-3 py-2 text-base";
const EMPTY = { foundAt: "", description: "", impact: "", measures: "", homeCity: "", drill: false };

/** datetime-local's value (no zone) read as India time, as staff mean it. */
const asIndiaTime = (local: string) => (local ? `${local.length === 16 ? `${local}:00` : local}+05:30` : "");

/** An owner records a breach: when, what, which data, whom (everyone or one home city), or a drill. */
export function BreachForm() {
  const write = useAdminWrite("Error: ");
  const [fields, setFields] = useState(EMPTY);
  const [items, setItems] = useState<string[]>([]);
  const [done, setDone] = useState<string>();
  const set = (patch: Partial<typeof EMPTY>) => setFields({ ...fields, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(undefined);
    const result = await write.run("recordBreach", {
      foundAt: asIndiaTime(fields.foundAt),
      description: fields.description,
      dataItems: items as (typeof BREACH_DATA_ITEMS)[number][],
      filter: fields.homeCity.trim() ? { homeCity: fields.homeCity.trim() } : "everyone",
      drill: fields.drill,
      ...(fields.impact.trim() ? { impact: fields.impact } : {}),
      ...(fields.measures.trim() ? { measures: fields.measures } : {}),
    });
    if (result.ok) {
      setDone(`Recorded: ${peopleCount(result.value.affected)} affected. The report is drafted below.`);
      setFields(EMPTY);
      setItems([]);
    }
  }

  return (
    <form onSubmit={submit} aria-labelledby="new-breach" className="space-y-3 rounded-card bg-white p-4 shadow-soft">
      <h2 id="new-breach" className="font-display text-xl">
        Record a breach
      </h2>
      <TextField
        label="Found at (India time)"
        type="datetime-local"
        value={fields.foundAt}
        onChange={(e) => set({ foundAt: e.target.value })}
        error={write.messageFor("foundAt")}
      />
      <div>
        <label htmlFor="breach-description" className="text-sm font-semibold">
          What happened
        </label>
        <textarea
          id="breach-description"
          rows={3}
          className={BOX}
          value={fields.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        {write.messageFor("description") && <p className="text-sm text-danger">{write.messageFor("description")}</p>}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Data items affected</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-3">
          {BREACH_DATA_ITEMS.map((item) => (
            <label key={item} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={items.includes(item)}
                onChange={(e) => setItems(e.target.checked ? [...items, item] : items.filter((i) => i !== item))}
              />
              {item}
            </label>
          ))}
        </div>
        {write.messageFor("dataItems") && <p className="text-sm text-danger">{write.messageFor("dataItems")}</p>}
      </fieldset>
      <TextField
        label="Only people whose home city is (empty: everyone)"
        optional
        value={fields.homeCity}
        onChange={(e) => set({ homeCity: e.target.value })}
        error={write.messageFor("filter")}
      />
      <TextField
        label="Likely impact"
        optional
        value={fields.impact}
        onChange={(e) => set({ impact: e.target.value })}
        error={write.messageFor("impact")}
      />
      <TextField
        label="Measures taken"
        optional
        value={fields.measures}
        onChange={(e) => set({ measures: e.target.value })}
        error={write.messageFor("measures")}
      />
      <label className="flex items-center gap-2 text-sm font-semibold">
        <input type="checkbox" checked={fields.drill} onChange={(e) => set({ drill: e.target.checked })} />
        This is a drill: do everything but send
      </label>
      <button
        type="submit"
        disabled={write.pending}
        className="rounded-full bg-danger px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
      >
        {write.pending ? "Recording…" : "Record the breach"}
      </button>
      {write.error && (
        <p role="alert" className="text-sm text-danger">
          {write.error}
        </p>
      )}
      <p role="status" className="min-h-5 text-sm font-semibold text-success">
        {done}
      </p>
    </form>
  );
}
