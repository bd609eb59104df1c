/**
 * Downloads the CSV of the list as it is filtered now: the API path plus the list's own filter parameters
 * (paging parameters are left out, the export is the whole filtered set).
 */
export function ExportLink({
  path,
  params,
  label = "Export CSV",
}: {
  path: string;
  params: URLSearchParams;
  label?: string;
}) {
  const query = new URLSearchParams(params);
  for (const paging of ["cursor", "limit", "at"]) query.delete(paging);
  const search = query.toString();
  return (
    <a
      href={`/api/v1${path}${search ? `?${search}` : ""}`}
      download
      className="inline-flex items-center rounded-full border border-ink/20 bg-white px-4 py-1.5 text-sm font-medium hover:bg-sand"
    >
      {label}
    </a>
  );
}
