import { type APIRequestContext, expect } from "@playwright/test";

/** Joins the waitlist through the public API, as a visitor's form does; returns the new entry's id. */
export async function joinWaitlist(
  request: APIRequestContext,
  person: { name: string; email: string },
  details: { company?: string; homeCity?: string; whatsappOptIn?: boolean; language?: string } = {},
): Promise<string> {
  const response = await request.post("/api/v1/survey_responses", {
    data: {
      ...person,
      phone: "+919876543210",
      homeCity: "Bangalore",
      ageConfirmed: true,
      preferredCities: ["Mumbai"],
      company: "Kapoor & Co",
      tripsPerMonth: "2-3",
      ...details,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}
