import type { ReactNode } from "react";
import { EmailText } from "~/components/ui/email-text";
import { formatIndiaTime } from "~/lib/india-time";
import type { StaffSurveyResponse } from "../../../contract/admin";
import { type WaitlistPage, type WaitlistQuery, waitlistFilterSchema } from "../../../contract/lists";
import type { RowSelection } from "../staff-tools/row-selection";
import { ChannelCell } from "./channel-cell";
import type { Column } from "./data-table";
import { orEmpty } from "./empty-cell";
import { FilterSelect } from "./filter-select";
import type { ListView } from "./list-loaders";
import { useListView } from "./list-view";
import { PagedList } from "./paged-list";
import { TruncatedText } from "./truncated-text";
import { UserText } from "./user-text";
import { WaitlistInviteCell } from "./waitlist-invite-cell";

type Row = StaffSurveyResponse;

const CELLS: Record<string, (row: Row) => ReactNode> = {
  Name: (row) =>
    orEmpty(
      row.name && (
        <TruncatedText text={row.name} width="md:max-w-40">
          <UserText>{row.name}</UserText>
        </TruncatedText>
      ),
    ),
  Email: (row) => (
    <>
      <TruncatedText text={row.email}>
        <EmailText email={row.email} />
      </TruncatedText>
      {row.mailError ? <span className="block text-xs text-danger">E-mail failed: {row.mailError}</span> : null}
    </>
  ),
  Company: (row) => orEmpty(row.company && <UserText>{row.company}</UserText>),
  "Home City": (row) => orEmpty(row.homeCity),
  Destinations: (row) => orEmpty(row.preferredCities.join(", ")),
  Confirmed: (row) => (row.confirmed ? "Yes" : "No"),
  Channel: (row) => <ChannelCell row={row} />,
  // Who referred whom: the count this person earned, and the person who brought them.
  Referrals: (row) => (
    <>
      {row.referrals}
      {row.referredBy ? (
        <TruncatedText text={`via ${row.referredBy.name} (${row.referredBy.email})`} className="text-xs text-ink-muted">
          via {row.referredBy.name} ({row.referredBy.email})
        </TruncatedText>
      ) : null}
    </>
  ),
  "Submitted At": (row) => <span className="md:whitespace-nowrap">{formatIndiaTime(row.timestamp)}</span>,
};

/** Counts sit on the right, as numbers do. */
const RIGHT = new Set(["Referrals"]);

/** The dashboard shows all six columns (docs/product.md, Staff admin); /admin/waitlist the plain ones plus the city it sorts by. */
const LAYOUTS = {
  full: ["Name", "Email", "Company", "Home City", "Destinations", "Confirmed", "Channel", "Referrals", "Submitted At"],
  plain: ["Email", "Name", "Home City", "Confirmed", "Channel", "Referrals", "Submitted At"],
} as const;

const SORTS = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "name:asc", label: "Name A–Z" },
  { value: "name:desc", label: "Name Z–A" },
  { value: "homeCity:asc", label: "Home city A–Z" },
  { value: "homeCity:desc", label: "Home city Z–A" },
];

const INVITED = [
  { value: "", label: "Everyone" },
  { value: "false", label: "Not invited" },
  { value: "true", label: "Invited" },
];

const CONFIRMED = [
  { value: "", label: "Everyone" },
  { value: "true", label: "Confirmed" },
  { value: "false", label: "Not confirmed" },
];

interface WaitlistListProps {
  view: ListView<WaitlistQuery, WaitlistPage>;
  layout: keyof typeof LAYOUTS;
  onExtend: (row: Row) => void;
  showTitle?: boolean;
  /** Extra tools for the toolbar (export, bulk actions). */
  actions?: ReactNode;
  /** Row selection for bulk actions: a checkbox first in each row. */
  selection?: RowSelection;
  /** More tools beside each row's invite action (erase). */
  rowTools?: (row: Row) => ReactNode;
  /** Above the toolbar (a bulk action's progress, an outcome). */
  notice?: ReactNode;
}

function selectColumn({ selected, toggle }: RowSelection): Column<Row> {
  return {
    header: "Select",
    cell: (row) => (
      <input
        type="checkbox"
        className="size-4 accent-teal"
        aria-label={`Select ${row.name || row.email}`}
        checked={selected.has(row.id)}
        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
      />
    ),
  };
}

export function WaitlistList(props: WaitlistListProps) {
  const { view, layout, onExtend, showTitle = true, actions, selection, rowTools } = props;
  const { query } = view;
  const list = useListView();
  const columns: Column<Row>[] = LAYOUTS[layout].map((header) => ({
    header,
    cell: CELLS[header] ?? (() => null),
    ...(RIGHT.has(header) ? { align: "right" as const } : {}),
  }));
  if (selection) columns.unshift(selectColumn(selection));
  columns.push({
    header: "Actions",
    align: "right",
    cell: (row) => (
      <div className="flex items-center justify-end gap-1 md:flex-nowrap">
        <WaitlistInviteCell row={row} onExtend={() => onExtend(row)} />
        {rowTools?.(row)}
      </div>
    ),
  });
  const cities = [
    { value: "", label: "All cities" },
    ...(view.cities ?? []).map((city) => ({ value: city, label: city })),
  ];

  return (
    <PagedList
      title="Waitlist"
      showTitle={showTitle}
      query={query}
      page={view.page}
      rows={view.page.items}
      at={view.at}
      columns={columns}
      rowKey={(row) => row.id}
      searchScope="Name, e-mail, company or phone"
      sorts={SORTS}
      actions={actions}
      notice={props.notice}
      filtered={Object.keys(waitlistFilterSchema.shape).some((key) => query[key as keyof WaitlistQuery] !== undefined)}
      noun={{ one: "person", many: "people" }}
      filterKeys={Object.keys(waitlistFilterSchema.shape)}
      shownFilters={["q", "homeCity", "invited", "confirmed"]}
      empty={{ none: "No survey responses found.", filtered: "No waitlist entries match these filters." }}
      filters={
        <>
          <FilterSelect
            label="Home city"
            value={query.homeCity ?? ""}
            options={cities}
            onChange={(homeCity) => list.change({ homeCity })}
          />
          <FilterSelect
            label="Invite status"
            value={query.invited === undefined ? "" : String(query.invited)}
            options={INVITED}
            onChange={(invited) => list.change({ invited })}
          />
          <FilterSelect
            label="Confirmed"
            value={query.confirmed === undefined ? "" : String(query.confirmed)}
            options={CONFIRMED}
            onChange={(confirmed) => list.change({ confirmed })}
          />
        </>
      }
    />
  );
}
