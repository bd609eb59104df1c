import { describeTranslations } from "../form-copy/translations-check";
import { EMAIL_COPIES } from ".";

describeTranslations("the e-mails' words in every language", EMAIL_COPIES);
