import { COPIES, FAILURE_COPIES, PANEL_COPIES } from ".";
import { describeTranslations } from "./translations-check";

/** The reply keyword and the example address stay in Latin letters; the age and the example code stay. */
describeTranslations("the form's words in every language", COPIES, {
  kept: ["STOP", "name@example.com"],
  facts: ["18", "+44", "STOP", "name@example.com"],
});

describeTranslations("the panel's title, lead and thanks in every language", PANEL_COPIES);

describeTranslations("a failed save's banner in every language", FAILURE_COPIES);
