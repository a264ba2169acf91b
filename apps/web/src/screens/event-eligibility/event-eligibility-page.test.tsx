import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '#app/router.tsx';
import { json, stubFetch } from '#test/fetch.ts';
import { renderRoutes } from '#test/render.tsx';
import { apiTable, logIn, PLAYER_ID } from '#test/tree-fixtures.ts';
import {
  ELIGIBLE_TEXT,
  NOT_ELIGIBLE_TITLE,
  REVIEW_TITLE,
  bannerText,
} from '#features/eligibility/components/eligibility-text.ts';

const checker = `GET /api/secure/planted-tree/user/${PLAYER_ID}/checker`;

const verified = {
  key: 'VERIFIED',
  label: 'Verified account',
  passed: true,
  current: 1,
  target: 1,
  hint: null,
};
const treeStage = (current: number) => ({
  key: 'TREE_STAGE',
  label: 'A tree planted this season that reached Sapling',
  passed: current >= 3,
  current,
  target: 3,
  hint:
    current >= 3
      ? null
      : 'Grow a tree planted this season to the Sapling stage (best so far: Seedling).',
});
const seasonXp = (current: number) => ({
  key: 'SEASON_XP',
  label: 'At least 300 XP this season',
  passed: current >= 300,
  current,
  target: 300,
  hint: current >= 300 ? null : `Earn ${300 - current} more XP this season.`,
});

beforeEach(() => logIn());

describe('event eligibility', () => {
  it('shows each rule with its progress and hint, and what is still missing', async () => {
    stubFetch(
      apiTable({
        [checker]: json(200, {
          eligible: false,
          season: 'Season 2',
          rules: [verified, treeStage(2), seasonXp(120)],
        }),
      }),
    );
    renderRoutes(routes, ['/app/eligibility-checker']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Event Eligibility' }),
    ).toBeTruthy();
    const banner = await screen.findByRole('status', { name: 'Your eligibility' });
    expect(within(banner).getByText(NOT_ELIGIBLE_TITLE)).toBeTruthy();
    expect(
      within(banner).getByText(
        'Still to do (2 of 3): a tree planted this season that reached Sapling and at least 300 XP this season.',
      ),
    ).toBeTruthy();
    expect(within(banner).getByText('Season 2')).toBeTruthy();

    const rules = within(
      screen.getByRole('list', { name: 'Rules of the next event' }),
    ).getAllByRole('listitem');
    expect(rules).toHaveLength(3);
    expect(within(rules[0]!).getByText('Done')).toBeTruthy();
    expect(within(rules[1]!).getByText('Not yet')).toBeTruthy();

    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['100', '67', '40']);
    expect(within(rules[2]!).getByText('120 / 300 XP')).toBeTruthy();
    expect(within(rules[1]!).getByText('Seedling now · Sapling needed')).toBeTruthy();
    expect(within(rules[2]!).getByText('Earn 180 more XP this season.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Real trees, planted for real' })).toBeTruthy();
  });

  it('congratulates an eligible player', async () => {
    stubFetch(
      apiTable({
        [checker]: json(200, {
          eligible: true,
          season: 'Season 2',
          rules: [verified, treeStage(3), seasonXp(490)],
        }),
      }),
    );
    renderRoutes(routes, ['/app/eligibility-checker']);

    const banner = await screen.findByRole('status', { name: 'Your eligibility' });
    expect(within(banner).getByText(ELIGIBLE_TEXT)).toBeTruthy();
    expect(
      screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow')),
    ).toEqual(['100', '100', '100']);
    // The player's real XP, past the target: not "300 / 300 XP".
    expect(screen.getByText('490 / 300 XP')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous Activities/ }).getAttribute('href')).toBe(
      '/app/map',
    );
  });

  it('shows the server’s message when the check fails', async () => {
    stubFetch(
      apiTable({
        [checker]: json(500, {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side.',
        }),
      }),
    );
    renderRoutes(routes, ['/app/eligibility-checker']);
    expect(
      await screen.findByText('Something went wrong on our side.', {}, { timeout: 8000 }),
    ).toBeTruthy();
  });
});

describe('bannerText', () => {
  it('names the single missing rule', () => {
    expect(
      bannerText({
        eligible: false,
        season: null,
        rules: [verified, treeStage(3), seasonXp(10)] as never,
        review: null,
      }).detail,
    ).toBe('Still to do (1 of 3): at least 300 XP this season.');
  });

  it('says calmly that the account is being reviewed, in the server’s words', () => {
    const message = 'Your account is being reviewed, as we do from time to time.';
    expect(
      bannerText({
        eligible: false,
        season: 'Season 2',
        rules: [verified, treeStage(3), seasonXp(300)] as never,
        review: { state: 'pending', message },
      }),
    ).toEqual({ title: REVIEW_TITLE.pending, detail: message });
  });
});
