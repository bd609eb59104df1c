import { PauseIcon, PlayIcon } from "./icons";

/** Stops an auto-updating demo (WCAG 2.2.2 Pause, Stop, Hide). */
export function PauseToggle({
  paused,
  onChange,
  labels,
  dark = false,
}: {
  paused: boolean;
  onChange: (paused: boolean) => void;
  labels: { pause: string; play: string };
  dark?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={() => onChange(!paused)}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-xs font-semibold ${
        dark ? "border-cream/40 hover:bg-cream/10" : "border-ink/20 hover:bg-sand"
      }`}
    >
      <span className="grid size-4 place-items-center [&_svg]:size-4">{paused ? <PlayIcon /> : <PauseIcon />}</span>
      {paused ? labels.play : labels.pause}
    </button>
  );
}
