import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notice, NoticePage } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { economyApi, logInPlayer, PLAYER_ID, renderInRouter } from '#test/economy-fixtures.tsx';
import { NotificationBell } from './notification-bell.tsx';

const INBOX = `/api/secure/notification/user/${PLAYER_ID}`;
const READ = `/api/secure/notification/user/${PLAYER_ID}/read`;

const noticeOf = (overrides: Partial<Notice> = {}): Notice => ({
  id: 1,
  kind: 'STARTER_KIT',
  title: 'Your starter kit is here',
  body: '1 Narra seedling, 5 water and 2 fertilizer are in your inventory, and 100 coins in your wallet.',
  link: '/app/my-tree',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  read: false,
  ...overrides,
});

const pageOf = (
  notices: Notice[],
  unread: number,
  nextBefore: number | null = null,
): NoticePage => ({
  notices,
  unread,
  nextBefore,
});

beforeEach(() => logInPlayer());

describe('the bell and the inbox', { timeout: 20_000 }, () => {
  it('counts the unread, lists the notices, loads older ones and marks one read on a tap', async () => {
    const reads: unknown[] = [];
    stubFetch(
      economyApi({
        [`GET ${INBOX}`]: (_init, url) =>
          url.searchParams.get('before') === '5'
            ? json(200, pageOf([noticeOf({ id: 2, title: 'An older notice', read: true })], 2))
            : json(
                200,
                pageOf(
                  [noticeOf({ id: 9, title: 'A tree grew', link: null }), noticeOf({ id: 5 })],
                  2,
                  5,
                ),
              ),
        [`POST ${READ}`]: (init) => {
          reads.push(JSON.parse(String(init?.body)));
          return json(200, { unread: 1 });
        },
      }),
    );
    renderInRouter(<NotificationBell userId={PLAYER_ID} />);

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeTruthy();
    await userEvent.click(bell);
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(drawer).getByText('2 unread')).toBeTruthy();
    const kit = within(drawer).getByRole('link', { name: /Your starter kit is here/ });
    expect(kit.getAttribute('href')).toBe('/app/my-tree');
    expect(within(kit).getByText('New')).toBeTruthy();
    expect(within(kit).getByText('5 minutes ago')).toBeTruthy();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Load more' }));
    expect(await within(drawer).findByText('An older notice')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(drawer).getByRole('button', { name: /A tree grew/ }));
    await waitFor(() => expect(screen.getByText('1 unread')).toBeTruthy());
    expect(reads).toEqual([{ ids: [9] }]);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read, says when there is nothing new, and offers to try again after a failure', async () => {
    let fail = true;
    let unread = 1;
    stubFetch(
      economyApi({
        [`GET ${INBOX}`]: () =>
          fail
            ? json(503, { statusCode: 503, error: 'Service Unavailable', message: 'Try later.' })
            : json(200, pageOf(unread ? [noticeOf()] : [], unread)),
        [`POST ${READ}`]: () => {
          unread = 0;
          return json(200, { unread: 0 });
        },
      }),
    );
    renderInRouter(<NotificationBell userId={PLAYER_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(drawer).findByText('Try later.')).toBeTruthy();
    fail = false;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Try again' }));
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Mark all as read' }));
    expect(await within(drawer).findByText('All caught up')).toBeTruthy();
    expect(within(drawer).queryByText('New')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('shows an empty inbox kindly', async () => {
    stubFetch(economyApi({ [`GET ${INBOX}`]: json(200, pageOf([], 0)) }));
    renderInRouter(<NotificationBell userId={PLAYER_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Nothing new yet…')).toBeTruthy();
  });
});

/** Stands for another dialog of the game (a stage-up, the trivia) that is open. */
function OtherDialog() {
  const [open, setOpen] = useState(true);
  return open ? (
    <div role="dialog" aria-label="Trivia">
      <button type="button" onClick={() => setOpen(false)}>
        Close trivia
      </button>
    </div>
  ) : null;
}

describe('the level-up celebration', { timeout: 20_000 }, () => {
  it('waits for the open dialog, celebrates the newest level, and marks level-ups read on closing', async () => {
    const reads: unknown[] = [];
    stubFetch(
      economyApi({
        [`GET ${INBOX}`]: json(
          200,
          pageOf(
            [
              noticeOf({
                id: 12,
                kind: 'LEVEL_UP',
                title: 'Level 3!',
                body: 'You reached level 3. Uncommon seedlings are now in the marketplace.',
                link: '/app/resource-hub/marketplace',
              }),
              noticeOf({
                id: 11,
                kind: 'LEVEL_UP',
                title: 'Level 2!',
                body: 'You reached level 2.',
                link: null,
              }),
              noticeOf({ id: 3 }),
            ],
            3,
          ),
        ),
        [`POST ${READ}`]: (init) => {
          reads.push(JSON.parse(String(init?.body)));
          return json(200, { unread: 1 });
        },
      }),
    );
    renderInRouter(
      <>
        <OtherDialog />
        <NotificationBell userId={PLAYER_ID} />
      </>,
    );
    await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(screen.queryByRole('dialog', { name: /You reached level/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Close trivia' }));
    const celebration = await screen.findByRole(
      'dialog',
      { name: 'You reached level 3!' },
      { timeout: 3000 },
    );
    expect(
      within(celebration).getByText('Uncommon seedlings are now in the marketplace.'),
    ).toBeTruthy();
    expect(within(celebration).getByRole('button', { name: 'Go to the marketplace' })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(celebration).getByRole('button', { name: 'Continue' }),
      ),
    );

    await userEvent.click(within(celebration).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /You reached/ })).toBeNull());
    expect(reads).toEqual([{ ids: [12, 11] }]);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
