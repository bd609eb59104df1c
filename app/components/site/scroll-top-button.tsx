import { ArrowUpIcon } from "./icons";

/** Scrolls back to the top and moves keyboard focus there, so the next Tab starts at the header. */
export function ScrollTopButton() {
  return (
    <button
      type="button"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
      className="flex shrink-0 items-center gap-2 rounded-full border border-cream/30 px-4 py-2 text-sm font-semibold hover:bg-cream/10"
    >
      <ArrowUpIcon />
      Back to top
    </button>
  );
}
