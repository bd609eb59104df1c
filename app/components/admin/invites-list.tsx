import { type ReactNode, useState } from "react";
import { EmailText } from "~/components/ui/email-text";
import { formatIndiaTime } from "~/lib/india-time";
import { type Invite, inviteStatusSchema } from "../../../contract/invites";
import { type InvitePage, type InviteQuery, inviteFilterSchema } from "../../../contract/lists";
import type { Column } from "./data-table";
import { orEmpty } from "./empty-cell";
import { FilterSelect } from "./filter-select";
import { type ActionOutcome, InviteActions } from "./invite-actions";
import type { ListView } from "./list-loaders";
import { useListView } from "./list-view";
import { PagedList } from "./paged-list";
import { StatusBadge } from "./status-badge";
import { UserText } from "./user-text";

const SORTS = [
  { value: "createdAt:desc", label: "Newest first" },
  { value: "createdAt:asc", label: "Oldest first" },
  { value: "email:asc", label: "E-mail A–Z" },
  { value: "email:desc", label: "E-mail Z–A" },
];
const STATUSES = [
  { value: "", label: "Any status" },
  ...inviteStatusSchema.options.map((status) => ({ value: status, label: status[0]?.toUpperCase() + status.slice(1) })),
];
const SOURCES = [
  { value: "", label: "Any source" },
  { value: "survey", label: "Waitlist" },
  { value: "manual", label: "Manual" },
];

const COLUMNS: Column<Invite>[] = [
  { header: "Email", cell: (invite) => <EmailText email={invite.email} /> },
  { header: "Name", cell: (invite) => orEmpty(invite.name && <UserText>{invite.name}</UserText>) },
  { header: "Source", cell: (invite) => <span className="capitalize">{invite.source}</span> },
  {
    header: "Status",
    cell: (invite) => (
      <>
        <StatusBadge status={invite.status} />
        {invite.lastError && invite.status === "pending" && (
          <p className="mt-1 max-w-56 text-xs text-danger">{invite.lastError}</p>
        )}
      </>
    ),
  },
  {
    header: "Onboarding Link",
    cell: (invite) => (
      <a
        href={invite.onboardingLink}
        target="_blank"
        rel="noreferrer"
        aria-label={`Open onboarding link for ${invite.email}`}
        className="font-semibold text-teal-dark underline"
      >
        Open
      </a>
    ),
  },
  {
    header: "Created",
    cell: (invite) => <span className="md:whitespace-nowrap">{formatIndiaTime(invite.createdAt)}</span>,
  },
];

interface InvitesListProps {
  view: ListView<InviteQuery, InvitePage>;
  showTitle?: boolean;
  /** Extra tools for the toolbar (export, bulk actions). */
  actions?: ReactNode;
  /** A row action finished: its outcome replaces any older one the page shows (an "Invite sent!"). */
  onAction?: () => void;
}

/** Email, Source, Status and Onboarding Link (spec), then who, when, and the per-row actions. */
export function InvitesList({ view, showTitle = true, actions, onAction }: InvitesListProps) {
  const { query } = view;
  const list = useListView();
  const [outcome, setOutcome] = useState<ActionOutcome>();

  const onDone = (result: ActionOutcome) => {
    setOutcome(result);
    onAction?.();
  };
  const columns: Column<Invite>[] = [
    ...COLUMNS,
    { header: "Actions", align: "right", cell: (invite) => <InviteActions invite={invite} onDone={onDone} /> },
  ];

  return (
    <PagedList
      title="Invites"
      showTitle={showTitle}
      query={query}
      page={view.page}
      rows={view.page.invites}
      at={view.at}
      columns={columns}
      rowKey={(invite) => invite.inviteId}
      searchScope="E-mail, name or phone"
      sorts={SORTS}
      actions={actions}
      filtered={Object.keys(inviteFilterSchema.shape).some((key) => query[key as keyof InviteQuery] !== undefined)}
      noun={{ one: "invite", many: "invites" }}
      filterKeys={Object.keys(inviteFilterSchema.shape)}
      shownFilters={["q", "status", "source"]}
      empty={{ none: "No invites found.", filtered: "No invites match these filters." }}
      notice={
        outcome && (
          <p
            role={outcome.ok ? "status" : "alert"}
            className={`rounded-lg px-3 py-2 text-sm ${outcome.ok ? "bg-success-light text-success" : "bg-danger-light text-danger"}`}
          >
            {outcome.message}
          </p>
        )
      }
      filters={
        <>
          <FilterSelect
            label="Status"
            value={query.status?.join(",") ?? ""}
            options={
              query.status && query.status.length > 1
                ? [...STATUSES, { value: query.status.join(","), label: "Several (see below)" }]
                : STATUSES
            }
            onChange={(status) => list.change({ status })}
          />
          <FilterSelect
            label="Source"
            value={query.source ?? ""}
            options={SOURCES}
            onChange={(source) => list.change({ source })}
          />
        </>
      }
    />
  );
}
