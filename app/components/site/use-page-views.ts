import { useEffect } from "react";
import { useLocation } from "react-router";
import { reportPageView } from "~/lib/page-views";

/** Reports each public page the visitor sees (after load, and on each move to another page). */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => reportPageView(pathname), [pathname]);
}
