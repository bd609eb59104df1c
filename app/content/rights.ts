import { GRIEVANCE_OUTER_DAYS, GRIEVANCE_PROMISE_DAYS } from "../../contract/rights";

/** The personal page's rights sections: your data, and a grievance (docs/product.md, Rights desk). */
export const RIGHTS_COPY = {
  dataTitle: "Your data",
  dataBody:
    "See everything we hold about you: your entry, every message we sent you, your invites, how many friends you referred, and who processes your data for us.",
  download: "Download my data",
  downloading: "Gathering your data…",
  saveAgain: "Save the file again",
  /**
   * The personal page's grievance form, whose answer goes to the entry's address; the rest of its words are
   * the notice form's English ones (content/grievance/).
   */
  grievanceBody: `Something we did with your data not right? Tell us. We answer within ${GRIEVANCE_PROMISE_DAYS} days (the law allows ${GRIEVANCE_OUTER_DAYS}), by e-mail to the address on your entry.`,
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
