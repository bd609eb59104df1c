import type { WhatsappReplyCopy } from "./whatsapp-copy.js";

/** The WhatsApp reply in Perso-Arabic, Meetei Mayek and Ol Chiki (docs/translations.md, The WhatsApp reply). */
export const UR_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} انتظار کی فہرست میں آپ کی تصدیق ہو گئی ہے۔",
  invited: "آپ کا دعوت نامہ آپ کی ای میل میں آپ کا منتظر ہے۔",
  place: "{city} کی قطار میں آپ {total} میں سے {position} نمبر پر ہیں۔",
  opensSoon: "{city} جلد کھل رہا ہے: {total} لوگ اس کے منتظر ہیں۔",
  page: "آپ کا ذاتی صفحہ:",
};

export const SD_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} انتظار جي لسٽ ۾ اوهان جي تصديق ٿي وئي آهي.",
  invited: "اوهان جي دعوت اوهان جي اي ميل ۾ اوهان جو انتظار ڪري رهي آهي.",
  place: "{city} جي قطار ۾ اوهان {total} مان {position} نمبر تي آهيو.",
  opensSoon: "{city} جلد کلي رهيو آهي: {total} ماڻهو ان جو انتظار ڪري رهيا آهن.",
  page: "اوهان جو ذاتي صفحو:",
};

export const KS_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} انتظار لِسٹِ منٛز چھےٚ تُہٕنٛز تصدیق گٔمٕژ۔",
  invited: "تُہُنٛد دعوت نامہٕ چھُ تُہٕنٛدِس ای میلس منٛز تُہٕنٛد انتظار کران۔",
  place: "{city} کِس قطارِ منٛز چھِو تۄہۍ {total} منٛزٕ {position} نمبرَس پؠٹھ۔",
  opensSoon: "{city} چھُ جلدٕے کھُلان: {total} لُکھ چھِ اَمہِ ہٕنٛز انتظار کران۔",
  page: "تُہُنٛد ذٲتی صفحہٕ:",
};

export const MNI_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} ꯉꯥꯏꯔꯤꯕꯒꯤ ꯂꯤꯁ꯭ꯠꯇ ꯅꯍꯥꯛ ꯆꯨꯝꯍꯟꯂꯦ꯫",
  invited: "ꯅꯍꯥꯛꯀꯤ ꯀꯧꯕ ꯑꯁꯤ ꯅꯍꯥꯛꯀꯤ ꯏ-ꯃꯦꯂꯗ ꯉꯥꯏꯔꯤ꯫",
  place: "{city}ꯒꯤ ꯂꯥꯏꯅꯗ ꯅꯍꯥꯛ {total}ꯒꯤ ꯃꯅꯨꯡꯗ ꯅꯝꯕꯔ {position} ꯂꯩ꯫",
  opensSoon: "{city} ꯈꯨꯗꯛꯇ ꯍꯥꯡꯗꯣꯛꯀꯅꯤ: ꯃꯤ {total}ꯅ ꯃꯗꯨꯒꯤꯗꯃꯛ ꯉꯥꯏꯔꯤ꯫",
  page: "ꯅꯍꯥꯛꯀꯤ ꯃꯁꯥꯒꯤ ꯄꯦꯖ:",
};

export const SAT_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} ᱛᱟᱸᱜᱤ ᱛᱟᱹᱞᱤᱠᱟᱹ ᱨᱮ ᱟᱢᱟᱜ ᱯᱚᱠᱟᱹ ᱮᱱᱟ᱾",
  invited: "ᱟᱢᱟᱜ ᱦᱚᱠᱟ ᱫᱚ ᱟᱢᱟᱜ ᱤ-ᱢᱮᱞ ᱨᱮ ᱛᱟᱸᱜᱤ ᱠᱟᱱᱟ᱾",
  place: "{city} ᱨᱮᱭᱟᱜ ᱛᱟᱹᱞᱤᱠᱟᱹ ᱨᱮ ᱟᱢ {total} ᱦᱚᱲ ᱛᱟᱞᱟ ᱠᱷᱚᱱ {position} ᱱᱚᱢᱵᱚᱨ ᱨᱮ ᱢᱮᱱᱟᱢᱟ᱾",
  opensSoon: "{city} ᱞᱚᱜᱚᱱ ᱡᱷᱤᱡᱽᱚᱜᱟ: {total} ᱦᱚᱲ ᱱᱚᱶᱟ ᱞᱟᱹᱜᱤᱫ ᱛᱟᱸᱜᱤ ᱠᱟᱱᱟ᱾",
  page: "ᱟᱢᱟᱜ ᱱᱤᱡᱚᱨ ᱥᱟᱦᱴᱟ:",
};
