/** The mail providers that ignore dots in the local part and deliver both domains to one box. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, so that one mailbox holds one account: lower case, the
 * `+tag` removed from the local part (`farmer+2@x.ph` is `farmer@x.ph`), and for Gmail the
 * dots removed and the domain written `gmail.com`. A local part that would be left empty is
 * kept as it was. Migration 0017 computes the same for the accounts made before it (its SQL
 * and this function are checked against each other in db/migrate.test.ts).
 */
export function canonicalEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0 || at === lower.length - 1) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  const base = local.replace(/\+.*$/s, '') || local;
  if (GMAIL_DOMAINS.has(domain)) return `${base.replaceAll('.', '') || base}@gmail.com`;
  return `${base}@${domain}`;
}

/** Whether Gmail delivers the address: its mailboxes are the same whatever the dots and tags. */
export function isGmailAddress(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return GMAIL_DOMAINS.has(domain);
}
