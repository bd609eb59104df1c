import { z } from "zod";

/**
 * The WhatsApp Business Cloud API's settings (docs/decisions/301-whatsapp-delivery.md). WHATSAPP_TOKEN
 * unset: WhatsApp is off and every message is e-mail. Set: the phone number id, app secret and verify token
 * are required too, since without them nothing can be sent or no webhook trusted.
 */
export const whatsappEnvSchema = {
  WHATSAPP_TOKEN: z.string().min(8, "must be the Cloud API's access token").optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d+$/, "must be the sending number's id (digits, from WhatsApp Manager)")
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, "must be the Meta app's secret").optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, "must be at least 8 characters").optional(),
  WHATSAPP_API_URL: z.url().default("https://graph.facebook.com/v23.0"),
  WHATSAPP_TEMPLATE_CONFIRM: z
    .string()
    .regex(/^[a-z0-9_]+$/, "must be a template name")
    .default("stashd_confirm"),
  WHATSAPP_TEMPLATE_INVITE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "must be a template name")
    .default("stashd_invite"),
  WHATSAPP_TEMPLATE_NOTICE: z
    .string()
    .regex(/^[a-z0-9_]+$/, "must be a template name")
    .default("stashd_notice"),
  WHATSAPP_TEMPLATE_LANGUAGE: z
    .string()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "must be a language code like en or en_US")
    .default("en"),
  /**
   * The languages of ours (contract/languages.ts) in which all three templates are approved under the same names,
   * comma-separated ("hi,ta,bn"): a person who chose one gets them in it, anyone else in the default language.
   */
  WHATSAPP_TEMPLATE_LANGUAGES: z
    .string()
    .regex(/^([a-z]{2,3}(,[a-z]{2,3})*)?$/, "must be language codes separated by commas, like hi,ta,bn")
    .default(""),
};

type Parsed = z.infer<z.ZodObject<typeof whatsappEnvSchema>>;

export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The Graph API's versioned base, without a trailing slash. */
  apiUrl: string;
  templateConfirm: string;
  templateInvite: string;
  /** A rights-desk notice (a breach's), for people whose channel is WhatsApp. */
  templateNotice: string;
  templateLanguage: string;
  /** Our language codes with approved templates (WHATSAPP_TEMPLATE_LANGUAGES). */
  templateLanguages: string[];
}

const NEEDED = ["WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"] as const;

/** The settings, undefined when WhatsApp is off, or the lines saying which variable is missing. */
export function whatsappConfig(e: Parsed): { config?: WhatsappConfig; missing: string[] } {
  if (!e.WHATSAPP_TOKEN) return { missing: [] };
  const missing = NEEDED.filter((name) => !e[name]).map(
    (name) => `  ${name}: required when WHATSAPP_TOKEN is set (or unset WHATSAPP_TOKEN to send only e-mail)`,
  );
  if (missing.length > 0) return { missing };
  return {
    missing: [],
    config: {
      token: e.WHATSAPP_TOKEN,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID as string,
      appSecret: e.WHATSAPP_APP_SECRET as string,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN as string,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ""),
      templateConfirm: e.WHATSAPP_TEMPLATE_CONFIRM,
      templateInvite: e.WHATSAPP_TEMPLATE_INVITE,
      templateNotice: e.WHATSAPP_TEMPLATE_NOTICE,
      templateLanguage: e.WHATSAPP_TEMPLATE_LANGUAGE,
      templateLanguages: e.WHATSAPP_TEMPLATE_LANGUAGES.split(",").filter(Boolean),
    },
  };
}
