/**
 * The one script a pre-rendered page runs at load (docs/decisions/180-hydrate-on-demand.md). Bundled by
 * scripts/build-server.mjs into an inline classic script. It reports the page view, then starts React
 * Router's boot module (left inert in `#boot-module` by scripts/optimise-html.mjs) only when the page needs
 * it: the visitor reaches for something interactive, an animated part scrolls into view, or the address
 * carries state the page must read. Until then the page is its HTML: links, `<details>`, the no-JS menu,
 * native form controls, and the waitlist panel with its whole form, which this script opens at once (React
 * then waits for the visitor to pause or submit, so that it never holds up a key).
 */
import { openWaitlistPanel } from "../components/waitlist/open-panel";
import { reportPageView } from "./page-views";

/** Marks the page view as sent, so that the site layout does not send it again once React runs. */
export const BEACON_SENT_FLAG = "stashdViewSent";

/** Dispatched on `document` by the app once hydrated (root.tsx), so a held click can be replayed. */
export const HYDRATED_EVENT = "stashd:hydrated";
/** Set on <html> by the app once hydrated (root.tsx), with every component's effects run: browser tests wait for it. */
export const HYDRATED_FLAG = "stashdHydrated";

/** Controls that do nothing without React: a click on one before hydration is held and replayed. */
const NEEDS_APP = "button";

/**
 * Marks a form control the visitor changed before React started, so the app keeps that choice. Its value
 * counts the changes: the highest is the visitor's last word, even where React has since reset `checked`.
 */
export const CHANGED_EARLY_FLAG = "changedEarly";

/** A waitlist trigger names the look of the panel it opens (components/waitlist/open-panel.ts). */
const WAITLIST_TRIGGER = "[data-waitlist]";
/** Buttons whose click the browser answers itself (a popover's, such as the mobile menu): never held. */
const NATIVE_ACTION = "[popovertarget]";
/** Buttons that start React only after their click has painted what they open. */
const OPENS_AT_ONCE = `${WAITLIST_TRIGGER}, ${NATIVE_ACTION}`;
/** The waitlist's form (components/waitlist/waitlist-form.tsx), which posts natively without React. */
const WAITLIST_FORM = 'form[action="/api/v1/survey_responses"]';
/**
 * Set on the waitlist form when it was submitted before React ran: the app sends it once it has hydrated
 * and clears the mark. If React never comes, the form is posted as it is after this long.
 */
export const SUBMIT_PENDING_FLAG = "submitPending";
const NATIVE_POST_AFTER_MS = 10_000;
/**
 * With the waitlist panel open, the form needs no React until it is submitted: React starts when the visitor
 * submits or pauses this long, so that loading it never holds up a key they type.
 */
const PANEL_PAUSE_MS = 2_000;

/** Query parameters the page never reads itself (the beacon reads them): they need no hydration. */
const PASSIVE_PARAMS = /^(utm_|ref$|fbclid$|gclid$)/;

let started = false;
let hydrated = false;
let pauseTimer: ReturnType<typeof setTimeout> | undefined;
let held: HTMLElement | undefined;
let earlyChanges = 0;

function boot() {
  if (started) return;
  started = true;
  const code = document.getElementById("boot-module")?.textContent;
  if (!code) return;
  const script = document.createElement("script");
  script.type = "module";
  script.textContent = code;
  document.body.appendChild(script);
}

const interactive = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element && !target.closest("dialog") ? target.closest<HTMLElement>(NEEDS_APP) : null;

/** The app's code, fetched (and compiled off the main thread) but not run: it is then ready when needed. */
function preloadApp() {
  const code = document.getElementById("boot-module")?.textContent ?? "";
  for (const [href] of code.matchAll(/\/assets\/[\w.-]+\.js/g)) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Inside the open waitlist panel, each key or tap puts off React's start until the visitor pauses. */
function startAfterPause() {
  if (started) return;
  clearTimeout(pauseTimer);
  pauseTimer = setTimeout(boot, PANEL_PAUSE_MS);
}

const inPanel = (target: EventTarget | null) => target instanceof Element && target.closest("dialog[open]") !== null;

/** Starts React once the frame that answers the click is painted, so that loading the app cannot delay it. */
function startAfterPaint() {
  requestAnimationFrame(() => setTimeout(boot));
}

/**
 * A submit before React: hold it for the app, which checks it, says beside each field what is wrong or
 * sends it as JSON and thanks in the panel; pressed again meanwhile, it is still sent once.
 */
function holdSubmit(form: HTMLFormElement) {
  if (form.dataset[SUBMIT_PENDING_FLAG] !== undefined) return;
  form.dataset[SUBMIT_PENDING_FLAG] = "";
  clearTimeout(pauseTimer);
  boot();
  setTimeout(() => {
    if (hydrated || form.dataset[SUBMIT_PENDING_FLAG] === undefined) return;
    delete form.dataset[SUBMIT_PENDING_FLAG];
    form.submit();
  }, NATIVE_POST_AFTER_MS);
}

const hydrateMark = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest("[data-hydrate]") !== null;

function urlNeedsApp(): boolean {
  const params = [...new URLSearchParams(window.location.search).keys()];
  return params.some((name) => !PASSIVE_PARAMS.test(name)) || window.location.hash.length > 1;
}

/**
 * The pointer that started React may still rest on a menu that opens on hover: React saw no mouseover,
 * so give it the one the visitor made (from outside the window, so every hovered ancestor is entered).
 */
function replayHover() {
  const hovered = [...document.querySelectorAll(":hover")].pop();
  hovered?.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, relatedTarget: null }));
}

export function startPage() {
  reportPageView(window.location.pathname);
  document.documentElement.dataset[BEACON_SENT_FLAG] = "";

  document.addEventListener(HYDRATED_EVENT, () => {
    hydrated = true;
    const element = held?.isConnected ? held : undefined;
    held = undefined;
    if (element) element.click();
    else replayHover();
  });
  document.addEventListener(
    "change",
    (event) => {
      if (!hydrated && event.target instanceof HTMLElement)
        event.target.dataset[CHANGED_EARLY_FLAG] = String(++earlyChanges);
    },
    { capture: true },
  );
  // Intent: a key, or a pointer or focus on a control. Scrolling alone loads nothing. A waitlist trigger
  // waits for its click, which opens the panel and its form; inside it, React waits for a pause or a submit.
  const onIntent = (event: Event) => {
    if (inPanel(event.target)) {
      startAfterPause();
      return;
    }
    const control = interactive(event.target);
    if (control?.matches(OPENS_AT_ONCE)) return;
    if (event.type === "keydown" || control || hydrateMark(event.target)) boot();
  };
  for (const type of ["pointerover", "pointerdown", "focusin", "keydown", "input"]) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // A click that arrives before React: hold it, and replay it on the same element once React runs.
  document.addEventListener(
    "click",
    (event) => {
      const element = interactive(event.target);
      if (hydrated || !element) return;
      if (element.matches(NATIVE_ACTION)) {
        startAfterPaint();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      if (openWaitlistPanel(element.dataset.waitlist)) {
        requestAnimationFrame(() => setTimeout(preloadApp));
        startAfterPause();
        return;
      }
      held = element;
      boot();
    },
    { capture: true },
  );
  document.addEventListener(
    "submit",
    (event) => {
      if (hydrated || !(event.target instanceof HTMLFormElement) || !event.target.matches(WAITLIST_FORM)) return;
      event.preventDefault();
      holdSubmit(event.target);
    },
    { capture: true },
  );
  const animated = document.querySelectorAll("[data-hydrate='visible']");
  if (animated.length > 0 && "IntersectionObserver" in window) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        boot();
      },
      { rootMargin: "200px" },
    );
    for (const element of animated) observer.observe(element);
  }
  if (urlNeedsApp()) boot();
}
