import {
  initialSessionValues,
  useSessionStore,
  type LoggedUser,
} from '../shared/session/session-store.ts';
import { makeToken } from './tokens.ts';

/** The id of the player the tests log in as. */
export const PLAYER_ID = '6f1c1f8e-2f53-4a53-9d0b-5f4a3c2b1a00';

/** The session's copy of that player, verified, with these fields changed. */
export const loggedUserOf = (overrides: Partial<LoggedUser> = {}): LoggedUser => ({
  id: PLAYER_ID,
  username: 'leafy',
  email: 'leafy@example.com',
  verified: true,
  referralCode: null,
  referredCode: null,
  totalXp: 120,
  role: 'USER',
  activePlantedTree: null,
  ...overrides,
});

interface LogInOptions extends Partial<LoggedUser> {
  tourCompleted?: boolean;
  walletBalance?: number;
}

/** A fresh session of that player (or an admin: `role`), with a token of the same role. */
export function logInAs({ tourCompleted = true, walletBalance = 100, ...user }: LogInOptions = {}) {
  const loggedUser = loggedUserOf(user);
  useSessionStore.setState({ ...initialSessionValues });
  useSessionStore.getState().setSession({
    token: makeToken({ sub: loggedUser.id, role: loggedUser.role }),
    loggedUser,
    tourCompleted,
    walletBalance,
  });
  return loggedUser;
}
