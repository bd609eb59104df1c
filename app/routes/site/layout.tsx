import { Outlet } from "react-router";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { usePageViews } from "~/components/site/use-page-views";
import { WaitlistPanel } from "~/components/waitlist/waitlist-panel";

export default function SiteLayout() {
  usePageViews();
  return (
    <div className="flex min-h-dvh flex-col">
      <div id="top" tabIndex={-1} className="outline-none">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
      </div>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WaitlistPanel />
    </div>
  );
}
