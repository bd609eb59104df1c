import { showInvisibleControls } from "../../../contract/text";

/**
 * Text that someone outside typed (a name, a company), shown to staff: isolated so a right-to-left or
 * override character cannot reorder the text around it (<bdi>), invisible controls stored before the
 * input rule shown as codes. Words stay whole (a table column is never squeezed below its longest word,
 * as `overflow-wrap: anywhere` allowed); in a table the text is at most 28 characters wide, so an unbroken
 * run longer than that wraps there instead of widening the table.
 */
export function UserText({ children }: { children: string }) {
  return (
    <bdi className="[overflow-wrap:break-word] [unicode-bidi:isolate] md:inline-block md:max-w-[28ch]">
      {showInvisibleControls(children)}
    </bdi>
  );
}
