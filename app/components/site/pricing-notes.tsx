import { PRICING_COPY, PRICING_NOTES } from "~/content/pricing";
import { CheckIcon } from "./icons";

export function PricingNotes() {
  return (
    <div>
      <h2 className="font-display text-2xl">{PRICING_COPY.notesHeading}</h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2 lg:grid-cols-1">
        {PRICING_NOTES.map((note) => (
          <li key={note.text} className="flex gap-3 text-ink-muted">
            <span className="mt-0.5 text-teal-dark">
              <CheckIcon />
            </span>
            <span>
              {note.text}
              {note.mailto && (
                <>
                  {" "}
                  <a
                    href={`mailto:${note.mailto}`}
                    className="font-semibold text-teal-dark underline underline-offset-4"
                  >
                    {note.mailto}
                  </a>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
