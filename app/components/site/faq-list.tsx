import { FAQ_ITEMS } from "~/content/faq";
import { ChevronDownIcon } from "./icons";

/**
 * The FAQ accordion as native <details>: the answers are in the pre-rendered HTML, work before the
 * JavaScript arrives and are keyboard-operable by default.
 */
export function FaqList() {
  return (
    <div className="mt-10 divide-y divide-sand rounded-card bg-white shadow-soft ring-1 ring-ink/5">
      {FAQ_ITEMS.map((item) => (
        <details key={item.question} className="group px-5 md:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold [&::-webkit-details-marker]:hidden">
            <h2 className="text-base md:text-lg">{item.question}</h2>
            <ChevronDownIcon className="shrink-0 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-ink-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
