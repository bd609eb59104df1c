import { describeTranslations } from "../../../contract/form-copy/translations-check";
import { CONSENT_COPIES } from ".";

describeTranslations("the personal page's consent section in every language", CONSENT_COPIES);
