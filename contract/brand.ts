/** The working brand name (design brief): one value for the pages, the e-mails and the server's pages. */
export const BRAND_NAME = "Stashd";

/** The header badge (spec), on the site and on the server's plain no-JavaScript pages. */
export const HEADER_BADGE = "India's First & Only service of its kind";
