import type { LanguageCode } from "../../../contract/languages";

/**
 * The line shown while an invite's link is looked up, in the language the link hints at. Apart from the rest
 * of the onboarding words because the root's loading screen shows it (components/ui/loading-line.tsx), so it
 * is in every page's code: 23 short lines, not the page's copy.
 */
export const CHECKING_LINES: Record<LanguageCode, string> = {
  en: "Checking your invite…",
  as: "আপোনাৰ নিমন্ত্ৰণ পৰীক্ষা কৰি থকা হৈছে…",
  bn: "আপনার আমন্ত্রণ যাচাই করা হচ্ছে…",
  brx: "जों नोंथांनि लोरिनायखौ नायबाय दं…",
  doi: "तुंदा सद्दा जांचेआ जा करदा ऐ…",
  gu: "તમારું આમંત્રણ તપાસી રહ્યા છીએ…",
  hi: "आपका आमंत्रण जाँचा जा रहा है…",
  kn: "ನಿಮ್ಮ ಆಹ್ವಾನವನ್ನು ಪರಿಶೀಲಿಸಲಾಗುತ್ತಿದೆ…",
  ks: "تُہُنٛد دعوت نامہٕ چھُ جانچنہٕ یِوان…",
  kok: "आमी तुमचें आमंत्रण तपासतात…",
  mai: "अहाँक आमंत्रण जाँचल जा रहल अछि…",
  ml: "നിങ്ങളുടെ ക്ഷണം പരിശോധിക്കുന്നു…",
  mni: "ꯅꯍꯥꯛꯀꯤ ꯀꯧꯕ ꯌꯦꯡꯁꯤꯜꯂꯤ…",
  mr: "तुमचे आमंत्रण तपासत आहोत…",
  ne: "तपाईंको निम्तो जाँच्दै छौं…",
  or: "ଆପଣଙ୍କ ନିମନ୍ତ୍ରଣ ଯାଞ୍ଚ କରାଯାଉଛି…",
  pa: "ਤੁਹਾਡਾ ਸੱਦਾ ਜਾਂਚਿਆ ਜਾ ਰਿਹਾ ਹੈ…",
  sa: "भवतः आमन्त्रणं परीक्ष्यते…",
  sat: "ᱟᱢᱟᱜ ᱦᱚᱦᱚ ᱧᱮᱞ ᱧᱟᱢ ᱠᱟᱱᱟ…",
  sd: "اوهان جي دعوت جاچي پئي وڃي…",
  ta: "உங்கள் அழைப்பைச் சரிபார்க்கிறோம்…",
  te: "మీ ఆహ్వానాన్ని పరిశీలిస్తున్నాం…",
  ur: "آپ کا دعوت نامہ جانچا جا رہا ہے…",
};
