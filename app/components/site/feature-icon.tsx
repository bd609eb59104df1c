import type { Feature } from "~/content/home";

/** One line-drawn icon per home-page feature. */
const PATHS: Record<Feature["id"], string> = {
  pickup: "M3 17h2m14 0h2M5 17V9l3-4h8l3 4v8M5 17a2 2 0 1 0 4 0m6 0a2 2 0 1 0 4 0M9 17h6M5 11h14",
  hotel: "M4 21V5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v16M9 21v-5h6v5M8 7h2m4 0h2M8 11h2m4 0h2M2 21h20",
  eco: "M5 19c0-8 6-14 15-14-1 9-6 15-13 15a9 9 0 0 1-2-1zm0 0 7-7",
  multicity: "M12 21s-6-5.5-6-11a6 6 0 1 1 12 0c0 5.5-6 11-6 11zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  storage: "M4 7l8-4 8 4v10l-8 4-8-4zm0 0 8 4 8-4m-8 4v10",
};

export function FeatureIcon({ id }: { id: Feature["id"] }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
