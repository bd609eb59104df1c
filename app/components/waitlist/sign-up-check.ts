import { SITE_CITIES } from "~/content/site";
import { fieldErrorsFromZod } from "../../../contract/errors";
import { formatPhone, surveyResponseSchema } from "../../../contract/waitlist";

/**
 * The form's own check with the server's schema, for the cities the page offers. Loaded when the form is
 * first checked, not with the page: it brings the contract and the phone metadata (~65 kB compressed).
 */
const { live, planned } = SITE_CITIES;
const schema = surveyResponseSchema([...live, ...planned]);

export type SignUpCheck = { ok: true; email: string; phone: string } | { ok: false; errors: Record<string, string> };

/** The fields' messages by name, or the address and the number as they will be saved (the number formatted for reading). */
export function checkSignUp(payload: Record<string, unknown>): SignUpCheck {
  const checked = schema.safeParse(payload);
  if (checked.success) return { ok: true, email: checked.data.email, phone: formatPhone(checked.data.phone) };
  return { ok: false, errors: Object.fromEntries(fieldErrorsFromZod(checked.error).map((e) => [e.field, e.message])) };
}
