import { describeTranslations } from "../form-copy/translations-check.js";
import { WHATSAPP_REPLY_COPIES } from "./index.js";

describeTranslations("the WhatsApp reply after a tap in every language", WHATSAPP_REPLY_COPIES);
