/** The personal page's "your data" section (docs/product.md, Rights desk); the grievance form's words are contract/grievance-copy/. */
export const RIGHTS_COPY = {
  dataTitle: "Your data",
  dataBody:
    "See everything we hold about you: your entry, every message we sent you, your invites, how many friends you referred, and who processes your data for us.",
  download: "Download my data",
  downloading: "Gathering your data…",
  saveAgain: "Save the file again",
};

/** The export's entry fields in words (any field without a label shows by its stored name). */
export const ENTRY_FIELD_LABELS: Record<string, string> = {
  id: "Entry id",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  company: "Company",
  tripsPerMonth: "Trips per month",
  homeCity: "Home city",
  preferredCities: "Preferred cities",
  consentAt: "Agreed to the notice",
  utmSource: "Came from (source)",
  utmMedium: "Came from (medium)",
  utmCampaign: "Came from (campaign)",
  referrer: "Referring page",
  createdAt: "Joined",
  updatedAt: "Last changed",
  invitedUntil: "Invite open until",
  confirmedAt: "Address confirmed",
  referralCode: "Your referral code",
  referredBy: "Referred by code",
  referrals: "Friends referred",
  queueMs: "Place-in-line key",
  mailError: "Last e-mail failure",
  invitedAt: "First invited",
  showInTopReferrers: "Shown in top referrers",
  landingPath: "First page seen",
  landingSource: "First visit's source",
  rolledUp: "Counted in our statistics",
  whatsappOptInAt: "Chose WhatsApp",
  whatsappNotice: "WhatsApp notice seen",
  whatsappStoppedAt: "Stopped WhatsApp",
};
