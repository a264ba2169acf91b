import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import {
  getPendingReferralCode,
  storePendingReferralCode,
} from '#shared/session/referral-storage.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import type { QueryClient } from '@tanstack/react-query';
import { economyApi, logInPlayer, PLAYER_ID, playerQueryClient } from '#test/economy-fixtures.tsx';
import { TestProviders } from '#test/render.tsx';
import { usePendingReferral } from './use-pending-referral.ts';

const APPLY = `/api/secure/referral/user/${PLAYER_ID}/apply/ABCD2345`;
let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders queryClient={queryClient}>{children}</TestProviders>
);

let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logInPlayer({ walletBalance: 100 });
  queryClient = playerQueryClient();
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const applied = json(200, {
  referredCode: 'ABCD2345',
  coins: 50,
  seedling: 'Narra',
  walletBalance: 150,
  message: 'You joined with the code ABCD2345: 50 coins and a Narra seedling are yours.',
});

describe('pending referral', () => {
  it('waits for the profile, applies the code once, clears it and says so', async () => {
    storePendingReferralCode('abcd2345');
    const fetchMock = stubFetch(economyApi({ [`POST ${APPLY}`]: applied }));
    const { rerender } = renderHook(
      ({ profile }: { profile?: { referredCode: string | null } }) =>
        usePendingReferral({ userId: PLAYER_ID, profile }),
      { wrapper, initialProps: {} },
    );
    expect(fetchMock).not.toHaveBeenCalled();

    rerender({ profile: { referredCode: null } });
    await waitFor(() => expect(getPendingReferralCode()).toBeNull());
    rerender({ profile: { referredCode: null } });
    rerender({ profile: { referredCode: 'ABCD2345' } });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(APPLY);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Success',
          message: 'You joined with the code ABCD2345: 50 coins and a Narra seedling are yours.',
        }),
      ),
    );
    expect(useSessionStore.getState().walletBalance).toBe(150);
    expect(useSessionStore.getState().loggedUser?.referredCode).toBe('ABCD2345');
  });

  it("clears the code when the server refuses it, and shows the server's words", async () => {
    storePendingReferralCode('ABCD2345');
    const fetchMock = stubFetch(
      economyApi({
        [`POST ${APPLY}`]: json(
          400,
          {
            statusCode: 400,
            error: 'Bad Request',
            code: 'REFERRAL_NOT_ALLOWED',
            message: 'You cannot use your own referral code.',
          },
          'Bad Request',
        ),
      }),
    );
    renderHook(() => usePendingReferral({ userId: PLAYER_ID, profile: { referredCode: null } }), {
      wrapper,
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          message: 'You cannot use your own referral code. (Status Code: 400)',
        }),
      ),
    );
    expect(getPendingReferralCode()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().walletBalance).toBe(100);
  });

  it('only clears the code when the profile already has one in use', async () => {
    storePendingReferralCode('ABCD2345');
    const fetchMock = stubFetch(economyApi({ [`POST ${APPLY}`]: applied }));
    renderHook(
      () => usePendingReferral({ userId: PLAYER_ID, profile: { referredCode: 'WXYZ6789' } }),
      { wrapper },
    );
    await waitFor(() => expect(getPendingReferralCode()).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('does nothing without a stored code', () => {
    const fetchMock = stubFetch(economyApi({}));
    renderHook(() => usePendingReferral({ userId: PLAYER_ID, profile: { referredCode: null } }), {
      wrapper,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the code for the next visit when the server cannot be reached', async () => {
    storePendingReferralCode('ABCD2345');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderHook(() => usePendingReferral({ userId: PLAYER_ID, profile: { referredCode: null } }), {
      wrapper,
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', message: 'An unexpected error occurred.' }),
      ),
    );
    expect(getPendingReferralCode()).toBe('ABCD2345');
  });
});
