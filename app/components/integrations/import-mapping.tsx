import { useId } from "react";
import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportMapping } from "../../../contract/integrations";

const SELECT = "mt-1 block w-full rounded-xl border border-ink-muted/60 bg-white px-3 py-2 text-sm";

/** Which of the file's columns fills each of our fields; "not in the file" leaves it empty. */
export function ImportMappingFields({
  columns,
  mapping,
  onChange,
}: {
  columns: string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <legend className="mb-2 text-sm font-semibold">Their columns, mapped to ours</legend>
      {IMPORT_FIELDS.map((field) => (
        <div key={field} className="text-sm">
          <label htmlFor={`${id}-${field}`}>{IMPORT_FIELD_LABELS[field]}</label>
          <select
            id={`${id}-${field}`}
            className={SELECT}
            value={mapping[field] ?? ""}
            onChange={(e) => {
              const { [field]: _, ...rest } = mapping;
              onChange(e.target.value ? { ...rest, [field]: e.target.value } : rest);
            }}
          >
            <option value="">(not in the file)</option>
            {columns.map((column) => (
              <option key={column} value={column}>
                {column}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
