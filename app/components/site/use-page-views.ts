import { useEffect } from "react";
import { useLocation } from "react-router";
import { BEACON_SENT_FLAG } from "~/lib/page-boot";
import { reportPageView } from "~/lib/page-views";

/** The page the visitor landed on was reported by the page's boot script, before React (lib/page-boot.ts). */
let landingReported = typeof document !== "undefined" && BEACON_SENT_FLAG in document.documentElement.dataset;

/** Reports each public page the visitor moves to within the app (the landing page is already counted). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (landingReported) {
      landingReported = false;
      return;
    }
    reportPageView(pathname);
  }, [pathname]);
}
