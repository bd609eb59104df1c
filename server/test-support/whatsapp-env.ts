/** WhatsApp configured against an address nothing answers: for tests of consent and views, not of sending. */
export const WHATSAPP_ENV = {
  WHATSAPP_TOKEN: "test-token-0000",
  WHATSAPP_PHONE_NUMBER_ID: "1234567890",
  WHATSAPP_APP_SECRET: "test-app-secret",
  WHATSAPP_VERIFY_TOKEN: "test-verify-token",
  WHATSAPP_API_URL: "http://127.0.0.1:9/v23.0",
};
