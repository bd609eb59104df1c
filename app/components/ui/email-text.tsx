import { Fragment } from "react";

/**
 * An e-mail address that may wrap: whole when it fits, else before the "@" or after a dot, never mid-word
 * (break-all broke "pri|ya"); only a part longer than the whole line breaks inside. In a table this also
 * lets the column narrow to its longest part, leaving room for the words of its neighbours.
 */
export function EmailText({ email, className = "" }: { email: string; className?: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className={`[overflow-wrap:break-word] ${className}`}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
