/** The working brand name (design brief): one value for the pages, the e-mails and the server's pages. */
export const BRAND_NAME = "Stashd";
