import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Role, TreeSpecies } from '@punla/contract';
import { SESSION_STORAGE_KEY } from './stored-session.ts';
import { roleFromToken } from './token.ts';

export { SESSION_STORAGE_KEY };

export interface ActivePlantedTree {
  id: string;
  /** When the daily XP of this tree was last claimed (ISO date-time), or null. */
  lastXpClaimed: string | null;
  /** What My Tree last showed; optional since sessions stored before lack them. */
  speciesName?: string;
  stage?: number;
  stageName?: string;
  wilted?: boolean;
}

export interface LoggedUser {
  id: string;
  username: string;
  email: string;
  verified: boolean;
  referralCode: string | null;
  referredCode: string | null;
  totalXp: number;
  role: Role;
  activePlantedTree: ActivePlantedTree | null;
  /**
   * The year the player was born: null when the account has none yet (it is asked once),
   * undefined in a session kept from before the game asked it, until the profile is read.
   */
  birthYear?: number | null;
}

/** A tree species as kept in the session; filled by the trees feature from the catalog. */
export type SessionTree = TreeSpecies;

export interface SessionValues {
  loggedUser: LoggedUser | null;
  treeList: SessionTree[] | null;
  token: string | null;
  tourCompleted: boolean;
  walletBalance: number | null;
  lastClaimLogin: string | null;
  lastClaimWaterTree: string | null;
  lastClaimCompleteTask: string | null;
}

export interface SessionActions {
  /** Logs in: stores the token and the user together. */
  setSession: (session: {
    token: string;
    loggedUser: LoggedUser;
    tourCompleted?: boolean;
    walletBalance?: number;
  }) => void;
  setToken: (token: string | null) => void;
  setLoggedUser: (loggedUser: LoggedUser | null) => void;
  updateLoggedUser: (changes: Partial<Omit<LoggedUser, 'id'>>) => void;
  setVerified: (verified: boolean) => void;
  setActivePlantedTree: (activePlantedTree: ActivePlantedTree | null) => void;
  setTreeList: (treeList: SessionTree[] | null) => void;
  setTourCompleted: (tourCompleted: boolean) => void;
  setWalletBalance: (walletBalance: number | null) => void;
  /** Each claim marker is set only when it is not set yet (docs/spec-notes.md §3). */
  setLastClaimLogin: (value: string) => void;
  setLastClaimWaterTree: (value: string) => void;
  setLastClaimCompleteTask: (value: string) => void;
  /** Resets every value and removes the stored session. */
  clearSession: () => void;
}

export type SessionState = SessionValues & SessionActions;

export const initialSessionValues: SessionValues = {
  loggedUser: null,
  treeList: null,
  token: null,
  tourCompleted: false,
  walletBalance: null,
  lastClaimLogin: null,
  lastClaimWaterTree: null,
  lastClaimCompleteTask: null,
};

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...initialSessionValues,
      setSession: ({ token, loggedUser, tourCompleted, walletBalance }) =>
        set({
          token,
          loggedUser,
          tourCompleted: tourCompleted ?? get().tourCompleted,
          walletBalance: walletBalance ?? get().walletBalance,
        }),
      setToken: (token) => set({ token }),
      setLoggedUser: (loggedUser) => set({ loggedUser }),
      updateLoggedUser: (changes) => {
        const { loggedUser } = get();
        if (loggedUser) set({ loggedUser: { ...loggedUser, ...changes } });
      },
      setVerified: (verified) => {
        const { loggedUser } = get();
        if (loggedUser) set({ loggedUser: { ...loggedUser, verified } });
      },
      setActivePlantedTree: (activePlantedTree) => {
        const { loggedUser } = get();
        if (loggedUser) set({ loggedUser: { ...loggedUser, activePlantedTree } });
      },
      setTreeList: (treeList) => set({ treeList }),
      setTourCompleted: (tourCompleted) => set({ tourCompleted }),
      setWalletBalance: (walletBalance) => set({ walletBalance }),
      setLastClaimLogin: (value) => {
        if (!get().lastClaimLogin) set({ lastClaimLogin: value });
      },
      setLastClaimWaterTree: (value) => {
        if (!get().lastClaimWaterTree) set({ lastClaimWaterTree: value });
      },
      setLastClaimCompleteTask: (value) => {
        if (!get().lastClaimCompleteTask) set({ lastClaimCompleteTask: value });
      },
      clearSession: () => {
        set({ ...initialSessionValues });
        useSessionStore.persist.clearStorage();
      },
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): SessionValues => ({
        loggedUser: state.loggedUser,
        treeList: state.treeList,
        token: state.token,
        tourCompleted: state.tourCompleted,
        walletBalance: state.walletBalance,
        lastClaimLogin: state.lastClaimLogin,
        lastClaimWaterTree: state.lastClaimWaterTree,
        lastClaimCompleteTask: state.lastClaimCompleteTask,
      }),
    },
  ),
);

/** The session outside React (event handlers, the API client). */
export const session = {
  get: () => useSessionStore.getState(),
  isLoggedIn: () => Boolean(useSessionStore.getState().token),
};

/** The logged-in user's id; an error when nobody is logged in (docs/spec-notes.md §5). */
export function getLoggedUserId(): string {
  const id = useSessionStore.getState().loggedUser?.id;
  if (!id) throw new Error('User is not logged in or the user id is not available.');
  return id;
}

/** The logged-in user's username; an error when nobody is logged in (docs/spec-notes.md §5). */
export function getLoggedUsername(): string {
  const username = useSessionStore.getState().loggedUser?.username;
  if (!username) throw new Error('User is not logged in or the username is not available.');
  return username;
}

/** The stored tree list; an error when it is empty or absent (docs/spec-notes.md §5). */
export function getTreeList(): SessionTree[] {
  const { treeList } = useSessionStore.getState();
  if (!treeList || treeList.length === 0) throw new Error('Unable to fetch available trees.');
  return treeList;
}

/** The role from the stored token (docs/spec-notes.md §6). */
export function getRole(): Role | null {
  return roleFromToken(useSessionStore.getState().token);
}

/** The role of the stored token, for components; re-renders when the token changes. */
export function useRole(): Role | null {
  return roleFromToken(useSessionStore((state) => state.token));
}
