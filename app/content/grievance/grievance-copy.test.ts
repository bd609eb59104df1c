import { describeTranslations } from "../../../contract/form-copy/translations-check";
import { GRIEVANCE_COPIES } from ".";

describeTranslations("the notice's grievance form in every language", GRIEVANCE_COPIES);
