import { Link } from "react-router";
import { BRAND_NAME } from "~/content/site";

export function meta() {
  return [{ title: `Page not found | ${BRAND_NAME}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-4xl">We couldn't find that page</h1>
      <p className="mt-4 text-ink-muted">It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="mt-8 inline-block rounded-full bg-teal px-6 py-3 font-semibold text-white">
        Back to the home page
      </Link>
    </main>
  );
}
