import { describe, expect, it } from "vitest";
import { fieldErrorsFromZod } from "./errors";
import { surveyResponseSchema } from "./waitlist";

const schema = surveyResponseSchema(["Bangalore", "Mumbai", "Pune"]);
const base = { name: " Asha ", email: " A@B.IN ", phone: "098765-43210", homeCity: "Bangalore" };

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
    });
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
      { field: "extra", message: "This field is not allowed." },
    ]);
  });
});
