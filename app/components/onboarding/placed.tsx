import { Fragment, type ReactElement } from "react";

/**
 * A copy line with each `{placeholder}` set as the element given for it (a link, a bold address), so each
 * language puts the link or the address where its own word order wants it.
 */
export function Placed({ line, parts }: { line: string; parts: Record<string, ReactElement> }) {
  return line.split(/(\{\w+\})/u).map((piece) => {
    const name = /^\{(\w+)\}$/u.exec(piece)?.[1];
    const part = name ? parts[name] : undefined;
    return part ? <Fragment key={name}>{part}</Fragment> : piece;
  });
}
