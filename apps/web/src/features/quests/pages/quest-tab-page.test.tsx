import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { useSessionStore } from '#shared/session/session-store.ts';
import { json, stubFetch } from '#test/fetch.ts';
import {
  economyApi,
  logInPlayer,
  PLAYER_ID,
  questsTodayOf,
  renderInRouter,
} from '#test/economy-fixtures.tsx';
import { recordQuestClaim } from '../api/claim-quest.ts';
import { CLAIMED_TEXT } from '../components/quest-card.tsx';
import { QUEST_CLAIMED_TITLE, QuestTabPage } from './quest-tab-page.tsx';

const TODAY = `/api/secure/quest/user/${PLAYER_ID}/today`;
const CLAIM = `/api/secure/quest/user/${PLAYER_ID}/claim`;
const CLAIMED_AT = '2026-03-02T08:15:00.000Z';

let show: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  logInPlayer({ walletBalance: 100 });
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const questCard = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: new RegExp(`^${title}`) })).closest('li')!;

describe('quest tab', { timeout: 20_000 }, () => {
  it('shows each quest: reward, and a Claim button, the hint, or Claimed', async () => {
    const today = questsTodayOf();
    today.quests[2] = { ...today.quests[2]!, done: true, claimed: true, hint: null };
    stubFetch(economyApi({ [`GET ${TODAY}`]: json(200, today) }));
    renderInRouter(<QuestTabPage />);
    const login = await questCard('Daily login');
    expect(within(login).getByLabelText('Reward: 10 coins and 10 XP')).toBeTruthy();
    expect(within(login).getByRole('button', { name: 'Claim Daily login' })).toBeTruthy();
    const water = await questCard('Water your tree');
    expect(within(water).queryByRole('button')).toBeNull();
    expect(within(water).getByText('Water one of your trees today first.')).toBeTruthy();
    expect(within(await questCard('Complete your tasks')).getByText(CLAIMED_TEXT)).toBeTruthy();
    expect(screen.getByText(/New quests in (4|5) h/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2-day streak' })).toBeTruthy();
  });

  it('says when the streak saver was used', async () => {
    const today = questsTodayOf({ lastSaved: { day: '2026-11-17', usedOn: '2026-11-18' } });
    stubFetch(economyApi({ [`GET ${TODAY}`]: json(200, today) }));
    renderInRouter(<QuestTabPage />);
    expect(await screen.findByText('Your streak saver covered Tuesday 17 November.')).toBeTruthy();
  });

  it('claims: a toast, the coins and XP in the session, and the login marker', async () => {
    const after = questsTodayOf({ streak: 3 });
    after.quests[0] = { ...after.quests[0]!, claimed: true };
    const fetchMock = stubFetch(
      economyApi({
        [`GET ${TODAY}`]: json(200, questsTodayOf()),
        [`POST ${CLAIM}`]: json(200, {
          quest: 'DAILY_LOGIN',
          coins: 10,
          xp: 10,
          streak: 3,
          claimedAt: CLAIMED_AT,
          walletBalance: 110,
          totalXp: 130,
          today: after,
        }),
      }),
    );
    renderInRouter(<QuestTabPage />);
    const login = await questCard('Daily login');
    await userEvent.click(within(login).getByRole('button', { name: 'Claim Daily login' }));

    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ title: QUEST_CLAIMED_TITLE, message: '+10 coins · +10 XP' }),
      ),
    );
    const claimCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(claimCall?.[1]?.body))).toEqual({ quest: 'DAILY_LOGIN' });
    const session = useSessionStore.getState();
    expect(session.walletBalance).toBe(110);
    expect(session.loggedUser?.totalXp).toBe(130);
    expect(session.lastClaimLogin).toBe(CLAIMED_AT);
    expect(session.lastClaimWaterTree).toBeNull();
    expect(session.lastClaimCompleteTask).toBeNull();
    expect(await within(login).findByText(CLAIMED_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '3-day streak' })).toBeTruthy();
  });

  it("shows a second claim's refusal from the server as an error toast", async () => {
    stubFetch(
      economyApi({
        [`GET ${TODAY}`]: json(200, questsTodayOf()),
        [`POST ${CLAIM}`]: json(
          409,
          {
            statusCode: 409,
            error: 'Conflict',
            code: 'ALREADY_CLAIMED',
            message: 'You have already claimed "Daily login" today. New quests come tomorrow.',
          },
          'Conflict',
        ),
      }),
    );
    renderInRouter(<QuestTabPage />);
    const login = await questCard('Daily login');
    await userEvent.click(within(login).getByRole('button', { name: 'Claim Daily login' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Error',
          message:
            'You have already claimed "Daily login" today. New quests come tomorrow. (Status Code: 409)',
        }),
      ),
    );
    expect(useSessionStore.getState().lastClaimLogin).toBeNull();
  });
});

describe('claim markers', { timeout: 20_000 }, () => {
  const claim = (quest: 'DAILY_LOGIN' | 'WATER_TREE' | 'COMPLETE_TASKS', claimedAt: string) =>
    recordQuestClaim({ quest, claimedAt });

  it('sets the marker of the claimed quest, each only once', () => {
    claim('WATER_TREE', '2026-03-02T09:00:00.000Z');
    let session = useSessionStore.getState();
    expect(session.lastClaimWaterTree).toBe('2026-03-02T09:00:00.000Z');
    expect(session.lastClaimLogin).toBeNull();
    expect(session.lastClaimCompleteTask).toBeNull();

    claim('COMPLETE_TASKS', '2026-03-02T09:05:00.000Z');
    claim('WATER_TREE', '2026-03-03T09:00:00.000Z');
    claim('COMPLETE_TASKS', '2026-03-03T09:05:00.000Z');
    session = useSessionStore.getState();
    expect(session.lastClaimWaterTree).toBe('2026-03-02T09:00:00.000Z');
    expect(session.lastClaimCompleteTask).toBe('2026-03-02T09:05:00.000Z');
  });
});
