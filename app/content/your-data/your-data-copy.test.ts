import { describeTranslations } from "../../../contract/form-copy/translations-check";
import { YOUR_DATA_COPIES } from ".";

describeTranslations('the personal page\'s "your data" section in every language', YOUR_DATA_COPIES);
