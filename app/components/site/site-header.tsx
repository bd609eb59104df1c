import { Link } from "react-router";
import { GetInvitedButton } from "~/components/waitlist/waitlist-triggers";
import { BRAND_NAME, HEADER_BADGE } from "~/content/site";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

export function SiteHeader() {
  return (
    <header className="site-header sticky top-0 z-40 border-b border-sand bg-cream">
      <p className="bg-saffron-light px-4 py-1.5 text-center text-xs font-semibold tracking-wide text-ink">
        {HEADER_BADGE}
      </p>
      <div className="relative px-4 py-3 sm:px-6">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
          <Link to="/" className="flex items-center gap-2 rounded-lg" aria-label={`${BRAND_NAME} home`}>
            <Logo />
          </Link>
          <DesktopNav />
          <div className="flex items-center gap-2">
            <GetInvitedButton className="rounded-full bg-teal px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-teal-dark" />
            <MobileNav />
          </div>
        </div>
      </div>
    </header>
  );
}
