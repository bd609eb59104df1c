import type { SignUp } from "../services/waitlist/store.js";

/** A valid sign-up as the waitlist writer receives it (after validation), with any field changed. */
export const signUpFor = (patch: Partial<SignUp> = {}): SignUp => ({
  name: "Kiran",
  email: "kiran@example.com",
  phone: "+919876543210",
  company: "",
  tripsPerMonth: "",
  homeCity: "Pune",
  preferredCities: [],
  // Sign-ups are from people who confirmed they are 18 or older (a post without it is refused).
  ageConfirmed: true,
  at: "2026-11-22T10:00:00.000Z",
  ...patch,
});
