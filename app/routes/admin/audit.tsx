import { Link, useSearchParams } from "react-router";
import { AuditEntries } from "~/components/audit/audit-entries";
import { AuditFilters } from "~/components/audit/audit-filters";
import { ApiError } from "~/lib/api-client";
import { loadApi, pickParams } from "~/lib/route-data";
import { auditPageSchema, auditQuerySchema } from "../../../contract/audit";
import { fieldErrorsFromZod } from "../../../contract/errors";
import type { Route } from "./+types/audit";

const AUDIT_KEYS = Object.keys(auditQuerySchema.shape);
const PAGE_LINK = "rounded-full border border-ink/20 bg-white px-4 py-1.5 text-sm font-medium hover:bg-sand";

export function meta() {
  return [{ title: "Audit log | Stashd admin" }];
}

/** The URL holds the whole view (filters and cursor); the API answers one keyset page of it. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const parsed = auditQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    throw new ApiError(
      400,
      "This page's address has a filter the audit log does not know.",
      fieldErrorsFromZod(parsed.error),
    );
  }
  const page = await loadApi(request, `/audit${pickParams(url, AUDIT_KEYS)}`, auditPageSchema);
  return { query: parsed.data, page };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { query, page } = loaderData;
  const [params] = useSearchParams();
  const withCursor = (cursor: string | null) => {
    const next = new URLSearchParams(params);
    if (cursor) next.set("cursor", cursor);
    else next.delete("cursor");
    return `?${next}`;
  };
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Audit log</h1>
      <p className="text-sm text-ink-muted">
        Every staff action, newest first. Entries cannot be edited or deleted. Members of the public appear by waitlist
        entry id only.
      </p>
      <AuditFilters key={params.toString()} query={query} />
      <AuditEntries items={page.items} />
      <nav aria-label="Audit pages" className="flex flex-wrap gap-2">
        {query.cursor && (
          <Link to={withCursor(null)} className={PAGE_LINK}>
            Newest entries
          </Link>
        )}
        {page.prevCursor && (
          <Link to={withCursor(page.prevCursor)} className={PAGE_LINK}>
            Newer entries
          </Link>
        )}
        {page.nextCursor && (
          <Link to={withCursor(page.nextCursor)} className={PAGE_LINK}>
            Older entries
          </Link>
        )}
      </nav>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = error instanceof ApiError ? error.detail : "The audit log could not load.";
  return (
    <main className="space-y-4">
      <h1 className="font-display text-3xl">Audit log</h1>
      <p role="alert" className="rounded-lg bg-danger-light px-4 py-3 text-sm text-danger">
        {detail}
      </p>
      <Link to="/admin/audit" className="text-sm font-semibold text-teal-dark underline">
        Show the newest entries
      </Link>
    </main>
  );
}
