/** The personal page's "your data" section in one language: the heading, what the export holds, its button. */
export interface YourDataCopy {
  dataTitle: string;
  dataBody: string;
  download: string;
  downloading: string;
  saveAgain: string;
}

/** The English words (docs/product.md, Rights desk), as the section had them before it spoke the other 22. */
export const EN_YOUR_DATA: YourDataCopy = {
  dataTitle: "Your data",
  dataBody:
    "See everything we hold about you: your entry, every message we sent you, your invites, how many friends you referred, and who processes your data for us.",
  download: "Download my data",
  downloading: "Gathering your data…",
  saveAgain: "Save the file again",
};
