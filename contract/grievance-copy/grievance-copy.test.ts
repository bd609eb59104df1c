import { describeTranslations } from "../form-copy/translations-check.js";
import { GRIEVANCE_COPIES } from "./index.js";

describeTranslations("the notice's grievance form in every language", GRIEVANCE_COPIES, { facts: ["10", "4,000"] });
