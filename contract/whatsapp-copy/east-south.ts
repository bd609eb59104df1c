import type { WhatsappReplyCopy } from "./whatsapp-copy.js";

/** The WhatsApp reply in the eastern, western and southern scripts (docs/translations.md, The WhatsApp reply). */
export const AS_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} অপেক্ষাৰ তালিকাত আপোনাৰ নিশ্চিতকৰণ হ'ল।",
  invited: "আপোনাৰ নিমন্ত্ৰণ আপোনাৰ ই-মেইলত অপেক্ষা কৰি আছে।",
  place: "{city}ৰ শাৰীত আপুনি {total} জনৰ ভিতৰত {position} নম্বৰত আছে।",
  opensSoon: "{city} সোনকালে খোল খাব: {total} জন লোকে ইয়াৰ বাবে অপেক্ষা কৰি আছে।",
  page: "আপোনাৰ ব্যক্তিগত পৃষ্ঠা:",
};

export const BN_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} অপেক্ষা-তালিকায় আপনার নিশ্চিতকরণ হয়েছে।",
  invited: "আপনার আমন্ত্রণ আপনার ই-মেইলে অপেক্ষা করছে।",
  place: "{city}-এর সারিতে আপনি {total} জনের মধ্যে {position} নম্বরে আছেন।",
  opensSoon: "{city} শিগগিরই খুলছে: {total} জন এর অপেক্ষায় আছেন।",
  page: "আপনার ব্যক্তিগত পাতা:",
};

export const GU_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} પ્રતીક્ષા યાદીમાં તમારી પુષ્ટિ થઈ ગઈ છે.",
  invited: "તમારું આમંત્રણ તમારા ઈ-મેલમાં તમારી રાહ જુએ છે.",
  place: "{city}ની કતારમાં તમે {total}માંથી {position} નંબરે છો.",
  opensSoon: "{city} જલદી ખૂલે છે: {total} લોકો તેની રાહ જુએ છે.",
  page: "તમારું વ્યક્તિગત પેજ:",
};

export const OR_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} ଅପେକ୍ଷା ତାଲିକାରେ ଆପଣଙ୍କ ନିଶ୍ଚିତକରଣ ହୋଇଗଲା।",
  invited: "ଆପଣଙ୍କ ନିମନ୍ତ୍ରଣ ଆପଣଙ୍କ ଇ-ମେଲରେ ଅପେକ୍ଷା କରୁଛି।",
  place: "{city}ର ଧାଡ଼ିରେ ଆପଣ {total} ଜଣଙ୍କ ମଧ୍ୟରୁ {position} ନମ୍ବରରେ ଅଛନ୍ତି।",
  opensSoon: "{city} ଶୀଘ୍ର ଖୋଲୁଛି: {total} ଜଣ ଏହା ପାଇଁ ଅପେକ୍ଷା କରୁଛନ୍ତି।",
  page: "ଆପଣଙ୍କ ବ୍ୟକ୍ତିଗତ ପୃଷ୍ଠା:",
};

export const PA_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ ਤੁਹਾਡੀ ਪੁਸ਼ਟੀ ਹੋ ਗਈ ਹੈ।",
  invited: "ਤੁਹਾਡਾ ਸੱਦਾ ਤੁਹਾਡੀ ਈ-ਮੇਲ ਵਿੱਚ ਤੁਹਾਡੀ ਉਡੀਕ ਕਰ ਰਿਹਾ ਹੈ।",
  place: "{city} ਦੀ ਕਤਾਰ ਵਿੱਚ ਤੁਸੀਂ {total} ਵਿੱਚੋਂ {position} ਨੰਬਰ 'ਤੇ ਹੋ।",
  opensSoon: "{city} ਜਲਦੀ ਖੁੱਲ੍ਹ ਰਿਹਾ ਹੈ: {total} ਲੋਕ ਇਸ ਦੀ ਉਡੀਕ ਕਰ ਰਹੇ ਹਨ।",
  page: "ਤੁਹਾਡਾ ਨਿੱਜੀ ਪੰਨਾ:",
};

export const KN_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} ಕಾಯುವಿಕೆ ಪಟ್ಟಿಯಲ್ಲಿ ನಿಮ್ಮ ಸ್ಥಾನ ದೃಢಪಟ್ಟಿದೆ.",
  invited: "ನಿಮ್ಮ ಆಹ್ವಾನ ನಿಮ್ಮ ಇ-ಮೇಲ್‌ನಲ್ಲಿ ನಿಮಗಾಗಿ ಕಾಯುತ್ತಿದೆ.",
  place: "{city} ಸಾಲಿನಲ್ಲಿ ನೀವು {total} ಜನರಲ್ಲಿ {position}ನೇ ಸ್ಥಾನದಲ್ಲಿದ್ದೀರಿ.",
  opensSoon: "{city} ಶೀಘ್ರದಲ್ಲೇ ತೆರೆಯುತ್ತದೆ: {total} ಜನರು ಅದಕ್ಕಾಗಿ ಕಾಯುತ್ತಿದ್ದಾರೆ.",
  page: "ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಪುಟ:",
};

export const ML_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} കാത്തിരിപ്പ് പട്ടികയിൽ നിങ്ങളുടെ സ്ഥാനം സ്ഥിരീകരിച്ചു.",
  invited: "നിങ്ങളുടെ ക്ഷണം നിങ്ങളുടെ ഇ-മെയിലിൽ കാത്തിരിക്കുന്നു.",
  place: "{city}-ലെ നിരയിൽ {total} പേരിൽ നിങ്ങൾ {position}-ാം സ്ഥാനത്താണ്.",
  opensSoon: "{city} ഉടൻ തുറക്കും: {total} പേർ അതിനായി കാത്തിരിക്കുന്നു.",
  page: "നിങ്ങളുടെ സ്വകാര്യ പേജ്:",
};

export const TA_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} காத்திருப்புப் பட்டியலில் உங்கள் இடம் உறுதியானது.",
  invited: "உங்கள் அழைப்பு உங்கள் மின்னஞ்சலில் காத்திருக்கிறது.",
  place: "{city} வரிசையில் {total} பேரில் நீங்கள் {position}-ஆவது இடத்தில் உள்ளீர்கள்.",
  opensSoon: "{city} விரைவில் திறக்கிறது: {total} பேர் அதற்காகக் காத்திருக்கிறார்கள்.",
  page: "உங்கள் தனிப்பட்ட பக்கம்:",
};

export const TE_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} నిరీక్షణ జాబితాలో మీ స్థానం నిర్ధారణ అయింది.",
  invited: "మీ ఆహ్వానం మీ ఈ-మెయిల్‌లో మీ కోసం ఎదురుచూస్తోంది.",
  place: "{city} వరుసలో {total} మందిలో మీరు {position}వ స్థానంలో ఉన్నారు.",
  opensSoon: "{city} త్వరలో తెరుచుకుంటుంది: {total} మంది దాని కోసం ఎదురుచూస్తున్నారు.",
  page: "మీ వ్యక్తిగత పేజీ:",
};
