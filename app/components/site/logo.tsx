import { BRAND_NAME } from "~/content/site";

/** The wordmark: a folded-garment mark beside the brand name in the display face. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill={inverted ? "#fbf8f3" : "#0f1f3d"} />
        <path d="M9 12h14l-2 11H11z" fill="#f5a524" />
        <path d="M12.5 12a3.5 3.5 0 0 1 7 0" stroke={inverted ? "#0f1f3d" : "#fbf8f3"} strokeWidth="2" fill="none" />
      </svg>
      <span className="font-display text-2xl leading-none">{BRAND_NAME}</span>
    </span>
  );
}
