/**
 * The one key of a person across tables, as stored: the address trimmed and lower-cased (docs/product.md).
 * Every schema that takes an address, the server's lookups and the CLI use this, so they cannot drift.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
