export const E2E_PROMO_VIDEO_URL: string;
