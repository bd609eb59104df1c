import { formatIndiaTime } from "~/lib/india-time";
import type { StaffSurveyResponse } from "../../../contract/admin";
import { type Column, DataTable } from "./data-table";
import { ListSection } from "./list-section";
import { LoadState } from "./load-state";
import type { ApiData } from "./use-api-data";
import { WaitlistInviteCell } from "./waitlist-invite-cell";

type Row = StaffSurveyResponse;

const CELLS: Record<string, (row: Row) => React.ReactNode> = {
  Name: (row) => row.name,
  Email: (row) => <span className="whitespace-nowrap">{row.email}</span>,
  Company: (row) => row.company || <span className="text-ink-muted">n/a</span>,
  "Home City": (row) => row.homeCity,
  Destinations: (row) => row.preferredCities.join(", "),
  "Submitted At": (row) => <span className="whitespace-nowrap">{formatIndiaTime(row.timestamp)}</span>,
};

/** The dashboard shows all six columns (docs/product.md, Staff admin); /admin/waitlist the plain three. Both add Actions. */
const LAYOUTS = {
  full: ["Name", "Email", "Company", "Home City", "Destinations", "Submitted At"],
  plain: ["Email", "Name", "Submitted At"],
} as const;

interface WaitlistListProps {
  state: ApiData<Row[]>;
  layout: keyof typeof LAYOUTS;
  onExtend: (row: Row) => void;
  showTitle?: boolean;
}

export function WaitlistList({ state, layout, onExtend, showTitle = true }: WaitlistListProps) {
  const columns: Column<Row>[] = LAYOUTS[layout].map((header) => ({ header, cell: CELLS[header] ?? (() => null) }));
  columns.push({
    header: "Actions",
    align: "right",
    cell: (row) => <WaitlistInviteCell row={row} onExtend={() => onExtend(row)} />,
  });
  return (
    <ListSection title="Waitlist" showTitle={showTitle}>
      <LoadState state={state} empty="No survey responses found." isEmpty={(rows) => rows.length === 0}>
        {(rows) => <DataTable caption="Waitlist" columns={columns} rows={rows} rowKey={(row) => row.id} />}
      </LoadState>
    </ListSection>
  );
}
