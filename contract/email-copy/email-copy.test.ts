import { describeTranslations } from "../form-copy/translations-check";
import { EMAIL_COPIES, NOTICE_COPIES } from ".";

describeTranslations("the e-mails' words in every language", EMAIL_COPIES);

describeTranslations("the rights desk's notices in every language", NOTICE_COPIES);
