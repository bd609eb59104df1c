import type { WhatsappReplyCopy } from "./whatsapp-copy.js";

/** The WhatsApp reply in the languages written in Devanagari (docs/translations.md, The WhatsApp reply). */
export const HI_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} प्रतीक्षा सूची में आपकी पुष्टि हो गई है।",
  invited: "आपका आमंत्रण आपके ई-मेल में आपकी राह देख रहा है।",
  place: "{city} की कतार में आप {total} में से {position} नंबर पर हैं।",
  opensSoon: "{city} जल्द खुल रहा है: {total} लोग उसकी प्रतीक्षा कर रहे हैं।",
  page: "आपका निजी पेज:",
};

export const MR_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} प्रतीक्षा यादीत तुमची पुष्टी झाली आहे.",
  invited: "तुमचे आमंत्रण तुमच्या ई-मेलमध्ये तुमची वाट पाहत आहे.",
  place: "{city} च्या रांगेत तुम्ही {total} पैकी {position} क्रमांकावर आहात.",
  opensSoon: "{city} लवकरच सुरू होत आहे: {total} लोक त्याची वाट पाहत आहेत.",
  page: "तुमचे वैयक्तिक पान:",
};

export const NE_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} प्रतीक्षा सूचीमा तपाईंको पुष्टि भयो।",
  invited: "तपाईंको निम्तो तपाईंको ई-मेलमा तपाईंलाई पर्खिरहेको छ।",
  place: "{city} को लाइनमा तपाईं {total} मध्ये {position} नम्बरमा हुनुहुन्छ।",
  opensSoon: "{city} छिट्टै खुल्दैछ: {total} जना यसको प्रतीक्षामा छन्।",
  page: "तपाईंको व्यक्तिगत पृष्ठ:",
};

export const KOK_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} प्रतिक्षा वळेरेंत तुमची पुश्टी जाल्या.",
  invited: "तुमचें आमंत्रण तुमच्या ई-मेलांत तुमची वाट पळयता.",
  place: "{city} चे रांगेंत तुमी {total} मदल्यान {position} क्रमांकार आसात.",
  opensSoon: "{city} बेगोन सुरू जाता: {total} लोक ताची वाट पळयतात.",
  page: "तुमचें खाजगी पान:",
};

export const MAI_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} प्रतीक्षा सूचीमे अहाँक पुष्टि भ' गेल।",
  invited: "अहाँक आमंत्रण अहाँक ई-मेलमे अहाँक प्रतीक्षा क' रहल अछि।",
  place: "{city} क पाँतिमे अहाँ {total} मेसँ {position} नम्बर पर छी।",
  opensSoon: "{city} जल्दी खुजि रहल अछि: {total} लोक एकर प्रतीक्षा क' रहल छथि।",
  page: "अहाँक निजी पन्ना:",
};

export const SA_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand}-प्रतीक्षासूच्यां भवतः पुष्टिः जाता।",
  invited: "भवतः आमन्त्रणं भवतः ई-पत्रे प्रतीक्षते।",
  place: "{city}-पङ्क्तौ भवान् {total} जनेषु {position} क्रमाङ्के अस्ति।",
  opensSoon: "{city} शीघ्रम् उद्घाट्यते: {total} जनाः तस्य प्रतीक्षां कुर्वन्ति।",
  page: "भवतः व्यक्तिगतपृष्ठम्:",
};

export const BRX_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} नेथ'नाय फारियाव नोंथांनि थार खालामनाय जादों।",
  invited: "नोंथांनि लोरिनाय बिलाइया नोंथांनि ई-मेलआव नेथ'दों।",
  place: "{city}नि सारियाव नोंथाङा {total}नि गेजेराव {position} नम्बरआव दं।",
  opensSoon: "{city} गोब्राबनो खेवगोन: {total} सुबुङा बेनि थाखाय नेथ'दों।",
  page: "नोंथांनि गावारि बिलाइ:",
};

export const DOI_REPLY: WhatsappReplyCopy = {
  confirmed: "{brand} उडीक सूची च तुंदी पुश्टी होई गेई ऐ।",
  invited: "तुंदा सद्दा तुंदे ई-मेल च तुंदी उडीक करा करदा ऐ।",
  place: "{city} दी कतार च तुस {total} चा {position} नंबर उप्पर ओ।",
  opensSoon: "{city} जल्दी खुल्लने आला ऐ: {total} लोक इसदी उडीक करा करदे न।",
  page: "तुंदा निजी पन्ना:",
};
