import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../../lib/secrets.ts';

/**
 * The token of a reminder mail's unsubscribe link: the player's id and a keyed hash of it. It
 * does not expire (a mail's link must work whenever it is clicked) and can do one thing only,
 * turn that player's reminders off, so it need not be stored.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${keyedHash(secret, `reminders-unsubscribe:${userId}`)}`;
}

/** The player's id when the token is one this server made, otherwise undefined. */
export function userOfUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, mac, extra] = token.split('.');
  if (!userId || !mac || extra !== undefined) return undefined;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return undefined;
  const expected = Buffer.from(keyedHash(secret, `reminders-unsubscribe:${userId}`));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
