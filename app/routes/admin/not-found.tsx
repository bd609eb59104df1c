import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";

export function meta() {
  return adminMeta("Not found");
}

/** Any /admin/<unknown> path: an admin page (the server answers it with status 404), not the public 404. */
export default function AdminNotFound() {
  return (
    <main className="mx-auto max-w-lg py-16 text-center">
      <h1 className="font-display text-3xl">Admin page not found</h1>
      <p className="mt-3 text-ink-muted">There is no admin page at this address. It may have moved.</p>
      <Link
        to="/admin/dashboard"
        className="mt-6 inline-block rounded-full bg-teal px-5 py-2 font-semibold text-white hover:bg-teal-dark"
      >
        Go to the dashboard
      </Link>
    </main>
  );
}
