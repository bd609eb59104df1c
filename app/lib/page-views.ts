import { clipText } from "../../contract/text";
import { sourceName, TRAFFIC_LIMITS } from "../../contract/traffic-source";

/**
 * The page-view beacon of the public pages (docs/product.md, Traffic): no cookie, no stored identifier.
 * The first page of a visit, its referrer and UTM values are kept for the tab's session in
 * sessionStorage (gone when the tab closes), so every view of the visit reports the visit's source and a
 * sign-up can say where its visit began.
 */
const VISIT_KEY = "stashd_visit";

interface Visit {
  landingPath: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

let memoryVisit: Visit | undefined;

function newVisit(): Visit {
  const query = new URLSearchParams(window.location.search);
  const clip = (value: string | null, max: number) => (value ? clipText(value.trim(), max) : "") || undefined;
  const external = document.referrer && !document.referrer.startsWith(window.location.origin);
  return {
    landingPath: window.location.pathname.slice(0, TRAFFIC_LIMITS.path),
    referrer: external ? clip(document.referrer, TRAFFIC_LIMITS.referrer) : undefined,
    utmSource: clip(query.get("utm_source"), TRAFFIC_LIMITS.utm),
    utmMedium: clip(query.get("utm_medium"), TRAFFIC_LIMITS.utm),
    utmCampaign: clip(query.get("utm_campaign"), TRAFFIC_LIMITS.utm),
  };
}

/** This tab's visit: read back from sessionStorage, or begun by this page (in memory if storage is off). */
function currentVisit(): Visit {
  try {
    const stored = window.sessionStorage.getItem(VISIT_KEY);
    if (stored) return JSON.parse(stored) as Visit;
    const visit = newVisit();
    window.sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    return visit;
  } catch {
    memoryVisit ??= newVisit();
    return memoryVisit;
  }
}

/** What a sign-up records about its visit: the page it began on and its source. */
export function landingFields() {
  const visit = currentVisit();
  return { landingPath: visit.landingPath, landingSource: sourceName(visit, [window.location.hostname]) };
}

/**
 * Reports one view of `path` to our own API after the page has loaded, once it is really shown: a
 * prerendered page waits until the visitor opens it. keepalive lets the request finish even if the visitor
 * leaves at once. After load, because the first read of sessionStorage and the request's start ran inside
 * the HTML parser's task otherwise, which is the first paint's time (docs/history.md, 240).
 */
export function reportPageView(path: string) {
  const send = () => {
    const { landingPath: _landing, ...visit } = currentVisit();
    fetch("/api/v1/visits", {
      method: "POST",
      keepalive: true,
      credentials: "omit",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path, ...visit }),
    }).catch(() => {
      // A lost count is not the visitor's problem: nothing to show, nothing to retry.
    });
  };
  // A task of its own, so that it never lengthens the one that lays out the loaded page.
  const sendSoon = () => setTimeout(send, 0);
  const afterLoad = () => {
    if (document.readyState === "complete") sendSoon();
    else window.addEventListener("load", sendSoon, { once: true });
  };
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) document.addEventListener("prerenderingchange", afterLoad, { once: true });
  else afterLoad();
}
