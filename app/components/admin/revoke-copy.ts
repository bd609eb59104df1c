/**
 * The revoke confirmation: besides the link, staff must know that revoking takes the person out of the
 * hub's line for good (waves and backfill pass them over), so only their own explicit invite brings them back.
 */
export function revokeDescription(email: string) {
  return (
    `The invite for ${email} stops working: its onboarding link no longer opens. ` +
    "Waves and backfill will never invite this person again; only an invite you send yourself will."
  );
}
