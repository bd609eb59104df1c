/**
 * The grievance form (on the notice and on the personal page) in one language. `{days}` and `{outer}` are our promise and the law's limit in
 * days, `{reference}` and `{date}` the receipt's: each language places them where its word order wants them.
 */
export interface GrievanceCopy {
  title: string;
  /** On the notice, where anyone may write: the answer goes to the address given. */
  body: string;
  /** On the personal page: the answer goes to the entry's own address. */
  bodyPage: string;
  email: string;
  message: string;
  send: string;
  sending: string;
  /** The message field's error: too short or too long, in one line with both limits. */
  messageError: string;
  done: string;
}

export const EN_GRIEVANCE: GrievanceCopy = {
  title: "Raise a grievance",
  body: "Something we did with your data not right? Tell us. We answer within {days} days (the law allows {outer}), by e-mail to the address you give here.",
  bodyPage:
    "Something we did with your data not right? Tell us. We answer within {days} days (the law allows {outer}), by e-mail to the address on your entry.",
  email: "Your e-mail address",
  message: "What went wrong",
  send: "Send my grievance",
  sending: "Sending…",
  messageError: "Tell us a little more: at least 10 characters, and under 4,000.",
  done: "Received. Your reference is {reference}; you will have our answer by {date}. We have e-mailed you a copy.",
};
