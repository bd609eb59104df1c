import type { FormCopy } from "./form-copy.js";

/**
 * The form in Manipuri (Meetei Mayek) and Santali (Ol Chiki), in the notice's words
 * (docs/decisions/520-notice-languages-and-scripts.md); both await a native reviewer (docs/translations.md).
 */
export const MNI: FormCopy = {
  language: "ꯂꯣꯟ",
  labels: {
    name: "ꯃꯤꯡ",
    email: "ꯏ-ꯃꯦꯜ",
    phone: "ꯐꯣꯟ",
    company: "ꯀꯝꯄꯦꯅꯤ",
    tripsPerMonth: "ꯊꯥ ꯈꯨꯗꯤꯡꯒꯤ ꯈꯣꯡꯆꯠ",
    homeCity: "ꯅꯍꯥꯛꯀꯤ ꯁꯍꯔ",
    preferredCities: "ꯄꯥꯝꯕ ꯁꯍꯔꯁꯤꯡ",
  },
  optional: "(ꯅꯍꯥꯛꯀꯤ ꯑꯄꯥꯝꯕ)",
  selectHomeCity: "ꯅꯍꯥꯛꯀꯤ ꯁꯍꯔ ꯈꯟꯕꯤꯌꯨ",
  waitlist: "ꯑꯩꯕꯨ ꯀꯧꯅꯕ ꯑꯩꯒꯤ ꯃꯤꯡ ꯊꯝꯕꯤꯌꯨ (ꯆꯪꯅꯕ ꯃꯊꯧ ꯇꯥꯏ)",
  waitlistHint: "ꯑꯩꯈꯣꯢꯅ ꯀꯔꯤ ꯊꯝꯂꯤꯕꯒꯦ, ꯀꯔꯤꯒꯤ, ꯀꯌꯥꯝ ꯁꯥꯡꯅ, ꯑꯃꯁꯨꯡ ꯑꯌꯥꯕ ꯀꯔꯝꯅ ꯍꯟꯅ ꯂꯧꯒꯗꯒꯦ:",
  noticeLink: "ꯄ꯭ꯔꯥꯏꯚꯦꯁꯤꯒꯤ ꯈꯪꯍꯟꯕ",
  age: "ꯑꯩꯒꯤ ꯆꯍꯤ 18 ꯅꯠꯔꯒ ꯍꯦꯟꯅ ꯑꯣꯏ",
  whatsapp: "ꯑꯩꯒꯤ ꯆꯨꯝꯍꯟꯕ ꯑꯃꯁꯨꯡ ꯀꯧꯕ ꯋꯥꯠꯁꯑꯦꯞꯇ ꯊꯥꯕꯤꯌꯨ",
  whatsappHint: "ꯃꯊꯛꯇ ꯂꯩꯕ ꯅꯝꯕꯔꯗ, ꯏ-ꯃꯦꯂꯒꯤ ꯃꯍꯨꯠꯇ꯫ ꯃꯇꯝ ꯀꯗꯥꯏꯗꯁꯨ STOP ꯏꯗꯨꯅ ꯄꯥꯎꯈꯨꯝ ꯄꯤꯌꯨ; ꯅꯍꯥꯛꯀꯤ ꯃꯐꯝ ꯂꯩꯔꯒꯅꯤ꯫",
  submit: "ꯉꯥꯏꯔꯤꯕꯒꯤ ꯂꯤꯁ꯭ꯠꯇ ꯆꯪꯕꯤꯌꯨ",
  submitting: "ꯆꯪꯂꯤ…",
  checkFields: "ꯆꯥꯅꯕꯤꯗꯨꯅ ꯈꯥꯏꯗꯣꯛꯂꯕ ꯃꯐꯃꯁꯤꯡ ꯌꯦꯡꯕꯤꯌꯨ꯫",
  errors: {
    name: "ꯅꯍꯥꯛꯀꯤ ꯃꯤꯡ ꯏꯕꯤꯌꯨ꯫",
    email: "ꯑꯆꯨꯝꯕ ꯏ-ꯃꯦꯜ ꯑꯦꯗ꯭ꯔꯦꯁ ꯏꯕꯤꯌꯨ, ꯈꯨꯗꯝ name@example.com꯫",
    phone: "ꯑꯆꯨꯝꯕ ꯐꯣꯟ ꯅꯝꯕꯔ ꯏꯕꯤꯌꯨ (ꯚꯥꯔꯠꯀꯤ ꯅꯠꯇꯔꯕꯗꯤ ꯂꯩꯕꯥꯛꯀꯤ ꯀꯣꯗ ꯌꯥꯑꯣꯅ, ꯈꯨꯗꯝ +44)꯫",
    homeCity: "ꯅꯍꯥꯛꯀꯤ ꯁꯍꯔ ꯈꯟꯕꯤꯌꯨ꯫",
    preferredCities: "ꯂꯤꯁ꯭ꯠꯇ ꯂꯩꯕ ꯁꯍꯔꯁꯤꯡꯗꯒꯤ ꯈꯟꯕꯤꯌꯨ꯫",
    waitlistConsent: "ꯆꯪꯅꯕ ꯕꯥꯀꯁ ꯑꯗꯨꯗ ꯇꯤꯛ ꯇꯧꯕꯤꯌꯨ: ꯅꯍꯥꯛꯀꯤ ꯃꯤꯡ ꯊꯝꯅꯕ ꯑꯩꯈꯣꯢꯗ ꯅꯍꯥꯛꯀꯤ ꯑꯌꯥꯕ ꯃꯊꯧ ꯇꯥꯏ꯫",
    ageConfirmed: "ꯅꯍꯥꯛꯀꯤ ꯆꯍꯤ 18 ꯅꯠꯔꯒ ꯍꯦꯟꯅ ꯑꯣꯏ ꯍꯥꯏꯕ ꯆꯨꯝꯍꯟꯕꯤꯌꯨ꯫",
  },
};

export const SAT: FormCopy = {
  language: "ᱯᱟᱹᱨᱥᱤ",
  labels: {
    name: "ᱧᱩᱛᱩᱢ",
    email: "ᱤᱼᱢᱮᱞ",
    phone: "ᱯᱷᱚᱱ",
    company: "ᱠᱚᱢᱯᱟᱱᱤ",
    tripsPerMonth: "ᱢᱤᱫ ᱪᱟᱸᱫᱚ ᱨᱮ ᱛᱤᱱ ᱫᱷᱟᱣ ᱡᱟᱛᱨᱟ",
    homeCity: "ᱟᱢᱟᱜ ᱥᱚᱦᱚᱨ",
    preferredCities: "ᱠᱩᱥᱤ ᱥᱚᱦᱚᱨ ᱠᱚ",
  },
  optional: "(ᱟᱢᱟᱜ ᱠᱩᱥᱤ)",
  selectHomeCity: "ᱟᱢᱟᱜ ᱥᱚᱦᱚᱨ ᱵᱟᱪᱷᱟᱣ ᱢᱮ",
  waitlist: "ᱤᱧ ᱦᱚᱦᱚ ᱞᱟᱹᱜᱤᱫ ᱤᱧᱟᱜ ᱧᱩᱛᱩᱢ ᱫᱚᱦᱚᱭ ᱢᱮ (ᱡᱚᱲᱟᱣ ᱞᱟᱹᱜᱤᱫ ᱞᱟᱹᱠᱛᱤ)",
  waitlistHint: "ᱟᱞᱮ ᱪᱮᱫ ᱫᱚᱦᱚᱭ ᱮᱫᱟᱞᱮ, ᱪᱮᱫᱟᱜ, ᱛᱤᱱᱟᱜ ᱫᱤᱱ ᱦᱟᱵᱤᱡ, ᱟᱨ ᱥᱟᱦᱟᱢᱚᱛ ᱪᱮᱫ ᱞᱮᱠᱟ ᱨᱩᱣᱟᱹᱲ ᱦᱟᱛᱟᱣ:",
  noticeLink: "ᱫᱟᱱᱟᱝ ᱠᱟᱛᱷᱟ ᱵᱤᱵᱨᱚᱬ",
  age: "ᱤᱧᱟᱜ ᱩᱢᱮᱨ 18 ᱥᱮᱨᱢᱟ ᱥᱮ ᱚᱱᱟ ᱠᱷᱚᱱ ᱵᱟᱹᱲᱛᱤ",
  whatsapp: "ᱤᱧᱟᱜ ᱯᱚᱠᱟᱹ ᱟᱨ ᱦᱚᱦᱚ ᱦᱣᱟᱴᱥᱮᱯ ᱛᱮ ᱵᱷᱮᱡᱟᱭ ᱢᱮ",
  whatsappHint: "ᱪᱮᱛᱟᱱ ᱨᱮ ᱮᱢ ᱮᱞ ᱛᱮ, ᱤᱼᱢᱮᱞ ᱵᱚᱫᱚᱞ ᱛᱮ᱾ ᱡᱟᱦᱟᱱ ᱚᱠᱛᱚ ᱨᱮ STOP ᱚᱞ ᱠᱟᱛᱮ ᱛᱮᱞᱟ ᱮᱢ ᱢᱮ; ᱟᱢᱟᱜ ᱡᱟᱭᱜᱟ ᱛᱟᱦᱮᱸᱱᱟ᱾",
  submit: "ᱛᱟᱸᱜᱤ ᱛᱟᱹᱞᱤᱠᱟᱹ ᱨᱮ ᱡᱚᱲᱟᱣ ᱢᱮ",
  submitting: "ᱡᱚᱲᱟᱣ ᱮᱫᱟ…",
  checkFields: "ᱪᱤᱱᱦᱟᱹ ᱮᱢ ᱠᱟᱱ ᱡᱟᱭᱜᱟ ᱠᱚ ᱧᱮᱞ ᱢᱮ᱾",
  errors: {
    name: "ᱟᱢᱟᱜ ᱧᱩᱛᱩᱢ ᱚᱞ ᱢᱮ᱾",
    email: "ᱴᱷᱤᱠ ᱤᱼᱢᱮᱞ ᱴᱷᱤᱠᱟᱹᱬᱟᱹ ᱚᱞ ᱢᱮ, ᱡᱮᱞᱮᱠᱟ name@example.com᱾",
    phone: "ᱴᱷᱤᱠ ᱯᱷᱚᱱ ᱮᱞ ᱚᱞ ᱢᱮ (ᱵᱷᱟᱨᱚᱛ ᱵᱟᱦᱨᱮ ᱨᱮᱭᱟᱜ ᱛᱟᱦᱮᱸᱱ ᱠᱷᱟᱱ ᱫᱤᱥᱚᱢ ᱠᱚᱰ ᱥᱟᱶ, ᱡᱮᱞᱮᱠᱟ +44)᱾",
    homeCity: "ᱟᱢᱟᱜ ᱥᱚᱦᱚᱨ ᱵᱟᱪᱷᱟᱣ ᱢᱮ᱾",
    preferredCities: "ᱛᱟᱹᱞᱤᱠᱟᱹ ᱨᱮ ᱢᱮᱱᱟᱜ ᱥᱚᱦᱚᱨ ᱠᱚ ᱠᱷᱚᱱ ᱵᱟᱪᱷᱟᱣ ᱢᱮ᱾",
    waitlistConsent: "ᱡᱚᱲᱟᱣ ᱞᱟᱹᱜᱤᱫ ᱵᱟᱠᱥᱚ ᱨᱮ ᱴᱤᱠ ᱮᱢ ᱢᱮ: ᱟᱢᱟᱜ ᱧᱩᱛᱩᱢ ᱫᱚᱦᱚᱭ ᱞᱟᱹᱜᱤᱫ ᱟᱢᱟᱜ ᱥᱟᱦᱟᱢᱚᱛ ᱞᱟᱹᱠᱛᱤᱭᱟ᱾",
    ageConfirmed: "ᱯᱚᱠᱟᱹ ᱢᱮ ᱡᱮ ᱟᱢᱟᱜ ᱩᱢᱮᱨ 18 ᱥᱮᱨᱢᱟ ᱥᱮ ᱚᱱᱟ ᱠᱷᱚᱱ ᱵᱟᱹᱲᱛᱤ᱾",
  },
};
