/**
 * Brand-level values. The brand name and contact e-mail are one value each; CONTACT_EMAIL is read at
 * build time (the pages are static HTML) and, by the server, at run time.
 */
export const BRAND_NAME = "Stashd";
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL ?? "hello@stashd.example";
export const HEADER_BADGE = "India's First & Only service of its kind";
