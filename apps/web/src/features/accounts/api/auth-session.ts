import type { AuthResponse, Role, UserProfile } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { useSessionStore, type LoggedUser } from '#shared/session/session-store.ts';
import { roleFromToken } from '#shared/session/token.ts';

export function loggedUserFromProfile(user: UserProfile, role: Role = user.role): LoggedUser {
  const current = useSessionStore.getState().loggedUser;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    verified: user.verified,
    referralCode: user.referralCode,
    referredCode: user.referredCode,
    totalXp: user.totalXp,
    birthYear: user.birthYear,
    role,
    activePlantedTree: current?.id === user.id ? current.activePlantedTree : null,
  };
}

/** Stores a login answer as the session; the role is the token's (docs/spec-notes.md §6). */
export function startSession({ token, user }: AuthResponse): Role {
  const role = roleFromToken(token) ?? user.role;
  useSessionStore.getState().setSession({
    token,
    loggedUser: loggedUserFromProfile(user, role),
    tourCompleted: user.tourCompleted,
    walletBalance: user.walletBalance,
  });
  return role;
}

/** After logging in: ADMIN to the dashboard, an unverified player to verification, else my-tree. */
export function pathAfterLogin(role: Role, user: Pick<UserProfile, 'verified' | 'email'>): string {
  if (role === 'ADMIN') return paths.admin.dashboard;
  if (!user.verified) return paths.verifyAccount(user.email);
  return paths.app.myTree;
}
