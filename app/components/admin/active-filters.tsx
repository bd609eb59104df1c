import { CHANNEL_LABELS } from "~/components/overview/overview-links";
import { NOT_REVOKED, OPEN } from "../../../contract/figure-links";
import { formatDay } from "../trending/format";
import { useListView } from "./list-view";

const day = (words: string) => (value: string) => `${words} ${formatDay(value)}`;
const STATUS_SETS: Record<string, string> = { [NOT_REVOKED]: "Not revoked", [OPEN]: "Open (pending or sent)" };

/**
 * The filters a list's toolbar has no select for (a figure of the home opened the list with them), each
 * said in words with a button that takes it off, so the count above the table never narrows silently.
 */
const WORDS: Record<string, (value: string) => string> = {
  joinedFrom: day("Joined from"),
  joinedTo: day("Joined until"),
  confirmedFrom: day("Confirmed from"),
  confirmedTo: day("Confirmed until"),
  invitedFrom: day("Invited from"),
  invitedTo: day("Invited until"),
  sentFrom: day("Sent from"),
  sentTo: day("Sent until"),
  acceptedFrom: day("Accepted from"),
  acceptedTo: day("Accepted until"),
  channel: (value) => `Chose ${CHANNEL_LABELS[value as keyof typeof CHANNEL_LABELS] ?? value}`,
  source: (value) => `Came from ${value}`,
  line: (value) => `In ${value}'s line`,
  city: (value) => `For ${value}`,
  wave: () => "One wave's invites",
  person: () => "Each invited person once (their first invite not revoked)",
  status: (value) => `Status: ${STATUS_SETS[value] ?? value.split(",").join(", ")}`,
};

/** `shown`: the keys the toolbar's selects already show (a single status is one of them). */
export function ActiveFilters({ keys, shown = [] }: { keys: string[]; shown?: string[] }) {
  const list = useListView();
  const active = keys.flatMap((key) => {
    const value = list.params.get(key);
    const words = WORDS[key];
    if (!value || !words || (shown.includes(key) && !value.includes(","))) return [];
    return [{ key, text: words(value) }];
  });
  if (!active.length) return null;
  return (
    <ul aria-label="Filters from the link you followed" className="flex flex-wrap gap-2">
      {active.map(({ key, text }) => (
        <li key={key}>
          <button
            type="button"
            onClick={() => list.change({ [key]: undefined })}
            aria-label={`${text}: remove this filter`}
            className="inline-flex items-center gap-1 rounded-full bg-teal-light px-3 py-1 text-xs font-semibold text-teal-dark hover:bg-teal hover:text-white"
          >
            {text} <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
