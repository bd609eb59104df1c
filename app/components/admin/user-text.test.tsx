import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { UserText } from "./user-text";

describe("UserText", () => {
  it("isolates the text, shows invisible controls as codes and lets long words wrap", () => {
    const html = renderToStaticMarkup(<UserText>{"\u202EnimdA\u200B Ltd"}</UserText>);
    expect(html).toBe(
      '<bdi class="[overflow-wrap:break-word] [unicode-bidi:isolate] md:inline-block md:max-w-[28ch]">[U+202E]nimdA[U+200B] Ltd</bdi>',
    );
  });
});
