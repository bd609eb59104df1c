/** A plain-language document of the site (privacy notice, pilot terms): sections of paragraphs and lists. */
export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface LegalDocument {
  heading: string;
  updated: string;
  lead: string;
  sections: LegalSection[];
}
