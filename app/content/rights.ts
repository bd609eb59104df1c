import { GRIEVANCE_OUTER_DAYS, GRIEVANCE_PROMISE_DAYS } from "../../contract/rights";

/** The personal page's rights sections: your data, and a grievance (docs/product.md, Rights desk). */
export const RIGHTS_COPY = {
  dataTitle: "Your data",
  dataBody:
    "See everything we hold about you: your entry, every message we sent you, your invites, how many friends you referred, and who processes your data for us.",
  download: "Download my data",
  downloading: "Gathering your data…",
  saveAgain: "Save the file again",
  grievanceTitle: "Raise a grievance",
  grievanceBody: `Something we did with your data not right? Tell us. We answer within ${GRIEVANCE_PROMISE_DAYS} days (the law allows ${GRIEVANCE_OUTER_DAYS}), by e-mail to the address on your entry.`,
  grievanceLabel: "What went wrong",
  grievanceSend: "Send my grievance",
  grievanceSending: "Sending…",
  grievanceDone: (reference: string, due: string) =>
    `Received. Your reference is ${reference}; you will have our answer by ${due}. We have e-mailed you a copy.`,
};
