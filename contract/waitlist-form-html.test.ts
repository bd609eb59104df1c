import { describe, expect, it } from "vitest";
import { homeCityOptionsHtml, preferredCityChipsHtml, rewriteFormCities } from "./waitlist-form-html";

const built = { live: ["Bangalore"], planned: ["Pune"] };

describe("the waitlist form's city choices as markup", () => {
  it("offers every city, a planned one as coming soon, with names escaped", () => {
    const cities = { live: ['Goa & "Konkan"'], planned: ["<Pune>"] };
    expect(homeCityOptionsHtml(cities)).toBe(
      '<option value="">Select your home city</option>' +
        '<option value="Goa &amp; &quot;Konkan&quot;">Goa &amp; &quot;Konkan&quot;</option>' +
        '<option value="&lt;Pune&gt;">&lt;Pune&gt; (coming soon)</option>',
    );
    expect(preferredCityChipsHtml(cities)).toContain(
      'value="&lt;Pune&gt;"/>&lt;Pune&gt;<span class="city-chip-soon"> · soon</span>',
    );
  });

  it("writes a page's two city regions anew and leaves the rest as it was", () => {
    const page =
      `<p>Bangalore</p><select id="x" data-city-options="" name="homeCity">${homeCityOptionsHtml(built)}</select>` +
      `<div class="chips" data-city-chips="">${preferredCityChipsHtml(built)}</div><div>after</div>`;
    const opened = { live: ["Bangalore", "Pune"], planned: [] };
    expect(rewriteFormCities(page, opened)).toBe(
      `<p>Bangalore</p><select id="x" data-city-options="" name="homeCity">${homeCityOptionsHtml(opened)}</select>` +
        `<div class="chips" data-city-chips="">${preferredCityChipsHtml(opened)}</div><div>after</div>`,
    );
  });
});
