import { Link, Outlet } from "react-router";
import { BRAND_NAME, CONTACT_EMAIL } from "~/content/site";

export default function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-sand">
        <nav className="mx-auto flex max-w-6xl items-center justify-between px-6 py-4" aria-label="Main">
          <Link to="/" className="font-display text-2xl">
            {BRAND_NAME}
          </Link>
        </nav>
      </header>
      <div className="flex-1">
        <Outlet />
      </div>
      <footer className="bg-ink px-6 py-10 text-cream">
        <p className="mx-auto max-w-6xl">
          Contact: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
      </footer>
    </div>
  );
}
