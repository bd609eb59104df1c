import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "./errors";
import { formatPhone, surveyResponseSchema } from "./waitlist";

const schema = surveyResponseSchema(["Bangalore", "Mumbai", "Pune"]);
const base = { name: " Asha ", email: " A@B.IN ", phone: "098765-43210", homeCity: "Bangalore", ageConfirmed: true };

describe("surveyResponseSchema", () => {
  it("normalises e-mail and phone, trims text and fills optional fields", () => {
    expect(schema.parse(base)).toEqual({
      name: "Asha",
      email: "a@b.in",
      phone: "+919876543210",
      company: "",
      tripsPerMonth: "",
      homeCity: "Bangalore",
      preferredCities: [],
      whatsappOptIn: false,
      language: "en",
      ageConfirmed: true,
    });
  });

  it("takes the WhatsApp consent as a boolean in JSON and a ticked box from a form, unticked by default", () => {
    expect(schema.parse({ ...base, whatsappOptIn: true }).whatsappOptIn).toBe(true);
    const formSchema = surveyResponseSchema(["Bangalore"], { formPost: true });
    expect(formSchema.parse({ ...base, whatsappOptIn: "on" }).whatsappOptIn).toBe(true);
    expect(formSchema.parse(base).whatsappOptIn).toBe(false);
    const wrong = schema.safeParse({ ...base, whatsappOptIn: "maybe" });
    expect(wrong.success).toBe(false);
    expect(fieldErrorsFromZod(wrong.error as never)).toEqual([
      { field: "whatsappOptIn", message: "WhatsApp choice must be true or false." },
    ]);
  });

  it("takes one preferred city from a form as a list and drops duplicates", () => {
    const formSchema = surveyResponseSchema(["Bangalore", "Mumbai", "Pune"], { formPost: true });
    expect(formSchema.parse({ ...base, preferredCities: "Pune" }).preferredCities).toEqual(["Pune"]);
    expect(schema.parse({ ...base, preferredCities: ["Pune", "Mumbai", "Pune"] }).preferredCities).toEqual([
      "Pune",
      "Mumbai",
    ]);
  });

  it("insists on a list of preferred cities in JSON", () => {
    const result = schema.safeParse({ ...base, preferredCities: "Pune" });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromZod(result.error as never)).toEqual([
      { field: "preferredCities", message: "Preferred cities must be a list of city names." },
    ]);
  });

  it("removes bidirectional overrides and zero-width characters from names and companies", () => {
    const parsed = schema.parse({
      ...base,
      name: "\u202EnimdA\u202C \u200BAsha\u2066",
      company: "\uFEFFAcme\u2060 Ltd",
    });
    expect(parsed).toMatchObject({ name: "nimdA Asha", company: "Acme Ltd" });
    // Joiners stay: Indic scripts need them.
    expect(schema.parse({ ...base, name: "क्\u200Dष" }).name).toBe("क्\u200Dष");
    expect(schema.safeParse({ ...base, name: "\u200B\u202E" }).success).toBe(false);
  });

  it("keeps a well-formed referral code and drops a malformed one instead of refusing the sign-up", () => {
    expect(schema.parse({ ...base, ref: " Ab3_x-9Kq2 " }).ref).toBe("Ab3_x-9Kq2");
    expect(schema.parse({ ...base, ref: "<script>" }).ref).toBeNull();
    expect(schema.parse({ ...base, ref: "" }).ref).toBeNull();
  });

  it("turns empty tracking fields into null", () => {
    expect(schema.parse({ ...base, utmSource: " ", referrer: "https://x.example/" })).toMatchObject({
      utmSource: null,
      referrer: "https://x.example/",
    });
  });

  it("reports every bad field once, by name, with a message a visitor can act on", () => {
    const result = schema.safeParse({ email: "nope", phone: "12", homeCity: "", extra: 1 });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual([
      { field: "name", message: "Enter your name." },
      { field: "email", message: "Enter a valid e-mail address, like name@example.com." },
      { field: "phone", message: expect.stringMatching(/^Enter a valid phone number/) },
      { field: "homeCity", message: "Select your home city." },
      { field: "ageConfirmed", message: "Confirm that you are 18 or older." },
      { field: "extra", message: "This field is not allowed." },
    ]);
  });

  it("refuses names and companies that carry line breaks, control characters or links, with field errors", () => {
    // A stranger could sign up someone else's address with a name that reads as our own message.
    const phishing = "Asha.\n\nURGENT: pay Rs 99 at http://pay.example/now";
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ name: phishing }, "name", /one line of text/],
      [{ name: "Asha\tK" }, "name", /one line of text/],
      [{ name: "Asha https://evil.example" }, "name", /cannot contain a link/],
      [{ company: "see www.evil.example" }, "company", /cannot contain a link/],
      [{ company: "bit.ly/pay-now" }, "company", /cannot contain a link/],
    ];
    for (const [fields, field, message] of cases) {
      const result = schema.safeParse({ ...base, ...fields });
      expect(result.success, JSON.stringify(fields)).toBe(false);
      const errors = fieldErrorsFromZod(result.error as never);
      expect(errors).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    // A company that is a domain name, and names in any script, are still names.
    expect(schema.parse({ ...base, name: "आशा शर्मा", company: "Booking.com" }).company).toBe("Booking.com");
  });

  it("refuses text that is not well-formed (a lone UTF-16 surrogate)", () => {
    for (const fields of [{ name: "Asha \uD800" }, { company: "\uDC00Co" }, { utmSource: "x\uD83D" }]) {
      const result = schema.safeParse({ ...base, ...fields });
      expect(result.success, JSON.stringify(fields)).toBe(false);
      expect(fieldErrorsFromZod(result.error as never)[0]?.message).toMatch(/not valid text/);
    }
    // A well-formed pair (an emoji) is fine.
    expect(schema.parse({ ...base, name: "Asha \uD83D\uDE00" }).name).toBe("Asha 😀");
  });
});

describe("formatPhone", () => {
  it("groups a stored number as people write it, for India and abroad", () => {
    expect(formatPhone("+919845012345")).toBe("+91 98450 12345");
    expect(formatPhone("+14155552671")).toBe("+1 415 555 2671");
  });

  it("leaves what it cannot read as it is", () => {
    expect(formatPhone("not a number")).toBe("not a number");
  });
});
