import type { AccountsContext } from '../accounts/accounts.context.ts';

/**
 * What the admins' actions on a player need: the accounts' (mails, sessions, the mail caps)
 * and the game's address for the events' mails (a suspension gives up seats, and the players
 * seated from the waitlist are mailed).
 */
export interface PlayersContext extends AccountsContext {
  publicUrl: string;
}
