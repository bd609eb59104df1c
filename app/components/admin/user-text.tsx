import { showInvisibleControls } from "../../../contract/text";

/**
 * Text that someone outside typed (a name, a company), shown to staff: isolated so a right-to-left or
 * override character cannot reorder the text around it (<bdi>), invisible controls stored before the
 * input rule shown as codes, and long unbroken words wrapped instead of widening the table.
 */
export function UserText({ children }: { children: string }) {
  return <bdi className="[overflow-wrap:anywhere] [unicode-bidi:isolate]">{showInvisibleControls(children)}</bdi>;
}
