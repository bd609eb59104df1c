export type BuildTimeSetting =
  | "CONTACT_EMAIL"
  | "PUBLIC_URL"
  | "PROMO_VIDEO_URL"
  | "WHATSAPP_NUMBER"
  | "GRIEVANCE_EMAIL";
/**
 * The settings with a placeholder default (WHATSAPP_NUMBER has none: unset, nothing is shown; GRIEVANCE_EMAIL
 * falls back to CONTACT_EMAIL).
 */
export type DefaultedSetting = Exclude<BuildTimeSetting, "WHATSAPP_NUMBER" | "GRIEVANCE_EMAIL">;
export declare const BUILD_TIME_DEFAULTS: Readonly<Record<DefaultedSetting, string>>;
export declare const BUILD_SETTINGS_FILE: string;
export declare function buildTimeSettings(
  env: Record<string, string | undefined>,
): Record<BuildTimeSetting, string | null>;
export declare function changedBuildSettings(
  built: Partial<Record<BuildTimeSetting, string | null>> | undefined,
  env: Record<string, string | undefined>,
): BuildTimeSetting[];
export declare function placeholderSettings(env: Record<string, string | undefined>): DefaultedSetting[];
export declare function whatsappLink(number: string | null | undefined): string | null;
