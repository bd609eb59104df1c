import { Link } from "react-router";
import { NAV_MENUS } from "~/content/navigation";
import { BRAND_NAME } from "~/content/site";

export function meta() {
  return [{ title: `Page not found | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];
}

/** Unknown paths: the server answers them with this pre-rendered page and status 404. */
export default function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <img src="/illustrations/lost-suitcase.svg" alt="" width={200} height={160} className="mx-auto" />
      <h1 className="mt-8 font-display text-4xl">We couldn't find that page</h1>
      <p className="mt-4 text-ink-muted">It may have moved, or the link may be mistyped. These might help:</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {NAV_MENUS.flatMap((menu) => menu.links.slice(0, 1)).map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-ink/15 hover:bg-sand"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-teal px-6 py-3 font-semibold text-white hover:bg-teal-dark"
      >
        Back to the home page
      </Link>
    </div>
  );
}
