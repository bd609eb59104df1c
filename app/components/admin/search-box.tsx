import { useEffect, useId, useRef, useState } from "react";
import { SEARCH_MIN_LENGTH } from "../../../contract/lists";

const DEBOUNCE_MS = 300;

/** Searches as staff type, once they pause, and only with enough characters for the search index. */
interface SearchBoxProps {
  /** What the search looks in, shown as the placeholder. */
  scope: string;
  value: string;
  onSearch: (q: string) => void;
}

export function SearchBox({ scope, value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const search = useRef(onSearch);
  search.current = onSearch;
  const hintId = useId();
  const id = useId();
  const trimmed = text.trim();
  const tooShort = trimmed.length > 0 && trimmed.length < SEARCH_MIN_LENGTH;

  // Follow the URL (back button, a cleared filter) unless the person is typing here.
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value);
  }, [value]);

  useEffect(() => {
    if (trimmed === value || tooShort) return;
    const timer = setTimeout(() => search.current(trimmed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed, value, tooShort]);

  return (
    <div className="flex min-w-0 basis-full flex-col gap-1 text-sm sm:basis-64 sm:flex-1">
      <label htmlFor={id} className="font-medium">
        Search
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        placeholder={scope}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={tooShort ? hintId : undefined}
        className="w-full min-w-0 rounded-lg border border-ink/20 bg-white px-3 py-2"
      />
      {tooShort && (
        <p id={hintId} className="text-xs text-ink-muted">
          Type at least {SEARCH_MIN_LENGTH} characters to search.
        </p>
      )}
    </div>
  );
}
