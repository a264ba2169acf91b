import { apiRoutes, pathTo, type AuthResponse } from '@punla/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { codeFrom } from '../../apps/server/test/smtp-inbox.ts';
import { PHONE, type Harness } from './harness.ts';

let counter = 0;

/** A username no other test of this run uses. */
export function newPlayerName(): string {
  counter += 1;
  return `e2e_${Date.now().toString(36)}_${counter}`;
}

export interface E2ePlayer {
  username: string;
  email: string;
  password: string;
  session: AuthResponse;
}

async function api<T>(h: Harness, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${h.baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** A new player, signed up and verified through the API (the mail comes from the SMTP server). */
export async function createVerifiedPlayer(
  h: Harness,
  options: { referralCode?: string; birthYear?: number } = {},
): Promise<E2ePlayer> {
  const username = newPlayerName();
  const email = `${username}@example.test`;
  const password = 'Seedling-42';
  await api(h, pathTo(apiRoutes.accounts.signup), {
    method: 'POST',
    body: JSON.stringify({
      email,
      username,
      password,
      // An adult unless the test is about a younger player.
      birthYear: options.birthYear ?? 1990,
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    }),
  });
  const code = codeFrom(await h.inbox.next(email));
  await api(h, pathTo(apiRoutes.accounts.verifyEmail, { email, code }));
  const session = await loginAs(h, email, password);
  return { username, email, password, session };
}

export async function loginAs(
  h: Harness,
  identifier: string,
  password: string,
): Promise<AuthResponse> {
  return api<AuthResponse>(h, pathTo(apiRoutes.accounts.login), {
    method: 'POST',
    body: JSON.stringify({ identifier, password }),
  });
}

/** Calls the API as the player (for setup that is not what a test is about). */
export function callAs<T>(
  h: Harness,
  session: AuthResponse,
  path: string,
  init: RequestInit = {},
): Promise<T> {
  return api<T>(h, path, {
    ...init,
    headers: { authorization: `Bearer ${session.token}`, ...init.headers },
  });
}

/**
 * Puts the player's session into the browser's storage before any page loads, as the app
 * stores it after logging in, so tests about other screens skip the login form.
 */
export async function useSession(
  context: BrowserContext,
  session: AuthResponse,
  extra: { tourCompleted?: boolean } = {},
) {
  const { user, token } = session;
  const state = {
    state: {
      token,
      loggedUser: {
        id: user.id,
        username: user.username,
        email: user.email,
        verified: user.verified,
        referralCode: user.referralCode,
        referredCode: user.referredCode,
        totalXp: user.totalXp,
        role: user.role,
        activePlantedTree: null,
      },
      treeList: null,
      tourCompleted: extra.tourCompleted ?? user.tourCompleted,
      walletBalance: user.walletBalance,
      lastClaimLogin: null,
      lastClaimWaterTree: null,
      lastClaimCompleteTask: null,
    },
    version: 1,
  };
  await context.addInitScript((value) => {
    if (!localStorage.getItem('punla.session')) localStorage.setItem('punla.session', value);
  }, JSON.stringify(state));
}

/** A new browser page already logged in with this session (see `useSession`). */
export async function pageAs(
  h: Harness,
  session: AuthResponse,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await h.newPage(viewport);
  await useSession(opened.context, session);
  return opened;
}
