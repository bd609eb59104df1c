export type BuildTimeSetting = "CONTACT_EMAIL" | "PUBLIC_URL" | "PROMO_VIDEO_URL";
export declare const BUILD_TIME_DEFAULTS: Readonly<Record<BuildTimeSetting, string>>;
export declare const BUILD_SETTINGS_FILE: string;
export declare function buildTimeSettings(
  env: Record<string, string | undefined>,
): Record<BuildTimeSetting, string | null>;
export declare function changedBuildSettings(
  built: Partial<Record<BuildTimeSetting, string | null>> | undefined,
  env: Record<string, string | undefined>,
): BuildTimeSetting[];
export declare function placeholderSettings(env: Record<string, string | undefined>): BuildTimeSetting[];
