import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getLoggedUserId,
  getLoggedUsername,
  getRole,
  getTreeList,
  initialSessionValues,
  SESSION_STORAGE_KEY,
  useSessionStore,
  type LoggedUser,
} from './session-store.ts';
import { decodeToken, roleFromToken } from './token.ts';
import type { TreeSpecies } from '@punla/contract';
import { loggedUserOf } from '#test/session.ts';
import { makeToken } from '#test/tokens.ts';
import { narraSpecies } from '#test/tree-fixtures.ts';

const player: LoggedUser = loggedUserOf({ referralCode: 'ABCD2345' });

const narra: TreeSpecies = {
  ...narraSpecies,
  description: 'The national tree of the Philippines.',
  co2KgPerYear: 22,
};

function storedSession(): Record<string, unknown> | null {
  const raw = localStorage.getItem(SESSION_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
}

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
  localStorage.clear();
});

afterEach(() => {
  useSessionStore.setState({ ...initialSessionValues });
});

describe('session store', () => {
  it('starts logged out with the default values', () => {
    const state = useSessionStore.getState();
    expect(state.loggedUser).toBeNull();
    expect(state.token).toBeNull();
    expect(state.treeList).toBeNull();
    expect(state.tourCompleted).toBe(false);
    expect(state.walletBalance).toBeNull();
    expect(state.lastClaimLogin).toBeNull();
    expect(state.lastClaimWaterTree).toBeNull();
    expect(state.lastClaimCompleteTask).toBeNull();
  });

  it('persists under the one fixed localStorage key', () => {
    useSessionStore
      .getState()
      .setSession({ token: 't0k3n', loggedUser: player, tourCompleted: true });
    expect(SESSION_STORAGE_KEY).toBe('punla.session');
    const stored = storedSession();
    expect(stored?.token).toBe('t0k3n');
    expect(stored?.loggedUser).toEqual(player);
    expect(stored?.tourCompleted).toBe(true);
    // Only the data is stored, not the functions.
    expect(stored && 'setToken' in stored).toBe(false);
  });

  it('clearing resets every value and removes the stored session', () => {
    const store = useSessionStore.getState();
    store.setSession({ token: 't0k3n', loggedUser: player, tourCompleted: true });
    store.setTreeList([narra]);
    store.setWalletBalance(250);
    store.setLastClaimLogin('2026-01-01T00:00:00.000Z');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();

    useSessionStore.getState().clearSession();

    const { clearSession: _c, ...values } = useSessionStore.getState();
    expect(
      Object.fromEntries(Object.entries(values).filter(([, v]) => typeof v !== 'function')),
    ).toEqual(initialSessionValues);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('sets each claim marker only when it is not set yet', () => {
    const store = useSessionStore.getState();
    store.setLastClaimLogin('first-login');
    store.setLastClaimLogin('second-login');
    store.setLastClaimWaterTree('first-water');
    store.setLastClaimWaterTree('second-water');
    store.setLastClaimCompleteTask('first-task');
    store.setLastClaimCompleteTask('second-task');
    const state = useSessionStore.getState();
    expect(state.lastClaimLogin).toBe('first-login');
    expect(state.lastClaimWaterTree).toBe('first-water');
    expect(state.lastClaimCompleteTask).toBe('first-task');
  });

  it('sets the verified flag and replaces the active planted tree', () => {
    const store = useSessionStore.getState();
    store.setSession({ token: 't', loggedUser: { ...player, verified: false } });
    store.setVerified(true);
    store.setActivePlantedTree({ id: 'tree-1', lastXpClaimed: null });
    store.setActivePlantedTree({ id: 'tree-2', lastXpClaimed: '2026-02-02T00:00:00.000Z' });
    const { loggedUser } = useSessionStore.getState();
    expect(loggedUser?.verified).toBe(true);
    expect(loggedUser?.activePlantedTree).toEqual({
      id: 'tree-2',
      lastXpClaimed: '2026-02-02T00:00:00.000Z',
    });
  });
});

describe('session getters', () => {
  it('reading the user id or username while logged out is an error', () => {
    expect(() => getLoggedUserId()).toThrow(
      'User is not logged in or the user id is not available.',
    );
    expect(() => getLoggedUsername()).toThrow(
      'User is not logged in or the username is not available.',
    );
  });

  it('reads the user id and username when logged in', () => {
    useSessionStore.getState().setSession({ token: 't', loggedUser: player });
    expect(getLoggedUserId()).toBe(player.id);
    expect(getLoggedUsername()).toBe('leafy');
  });

  it('reading an absent or empty tree list is an error', () => {
    expect(() => getTreeList()).toThrow('Unable to fetch available trees.');
    useSessionStore.getState().setTreeList([]);
    expect(() => getTreeList()).toThrow('Unable to fetch available trees.');
    useSessionStore.getState().setTreeList([narra]);
    expect(getTreeList()).toEqual([narra]);
  });
});

describe('role from the token', () => {
  it('is null without a token', () => {
    expect(getRole()).toBeNull();
    expect(roleFromToken(null)).toBeNull();
  });

  it("reads the payload's role field", () => {
    useSessionStore.getState().setToken(makeToken({ sub: player.id, role: 'ADMIN' }));
    expect(getRole()).toBe('ADMIN');
    useSessionStore.getState().setToken(makeToken({ sub: player.id, role: 'USER' }));
    expect(getRole()).toBe('USER');
  });

  it('logs the failure and returns null for a token that cannot be decoded', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().setToken('not-a-jwt');
    expect(getRole()).toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('decoding an invalid token raises an invalid-token error', () => {
    expect(() => decodeToken('garbage')).toThrow('Invalid token.');
    expect(decodeToken(makeToken({ sub: 'u1', role: 'USER' }))).toMatchObject({
      sub: 'u1',
      role: 'USER',
    });
  });
});
