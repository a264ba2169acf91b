import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { Post } from '@punla/contract';
import { json, stubFetch } from '#test/fetch.ts';
import { renderWithProviders } from '#test/render.tsx';
import { logIn, PLAYER_ID } from '#test/tree-fixtures.ts';
import { catchToasts } from '#test/toasts.ts';
import { NewsPage, NO_NEWS_TEXT } from './news-page.tsx';

const FEED = `/api/secure/post/user/${PLAYER_ID}`;

const postOf = (overrides: Partial<Post> = {}): Post => ({
  id: 1,
  title: 'Planting day in Quezon',
  body: 'We planted 300 Narra seedlings.\nThank you to every player!',
  imageUrl: null,
  createdAt: '2026-03-05T02:00:00.000Z',
  updatedAt: '2026-03-05T02:00:00.000Z',
  likes: 4,
  liked: false,
  ...overrides,
});

const pageOf = (items: Post[], page = 1, total = items.length, size = 10) => ({
  items,
  page,
  size,
  total,
});

const toggleUrl = (postId: number) => `/api/secure/post/${postId}/user/${PLAYER_ID}/toggle-like`;

beforeEach(() => {
  logIn();
  catchToasts();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const likeButton = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Like|Unlike) ${title}, \\d+ likes?$`) });
const likeCount = (button: HTMLElement) => within(button).getByTestId('like-count').textContent;

describe('news and updates', () => {
  it("shows the player's feed newest first, keeping the text's line breaks", async () => {
    const fetchMock = stubFetch(() =>
      json(
        200,
        pageOf([
          postOf({ id: 2, title: 'Season two begins', imageUrl: '/api/files/season2' }),
          postOf(),
        ]),
      ),
    );
    renderWithProviders(<NewsPage />);
    const list = await screen.findByRole('list', { name: 'News and updates' });
    const titles = within(list)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Season two begins', 'Planting day in Quezon']);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(`${FEED}?page=1&size=10`);

    const body = screen.getAllByText(/We planted 300 Narra seedlings/)[0]!;
    expect(body.textContent).toBe('We planted 300 Narra seedlings.\nThank you to every player!');
    expect(screen.getAllByText('Mar 5, 2026')).toHaveLength(2);
    expect(list.querySelector('img')?.getAttribute('src')).toBe('/api/files/season2');
    expect(screen.getByText(/all caught up/)).toBeTruthy();
  });

  it('likes a post at once, then keeps the count the server sends', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubFetch((url) => {
      if (url === toggleUrl(1)) return new Promise<Response>((resolve) => (answer = resolve));
      return json(200, pageOf([postOf()]));
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    const button = await screen.findByRole('button', { name: /^Like Planting day in Quezon, / });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(likeCount(button)).toBe('4');

    await user.click(button);
    // Optimistic: liked before the server answers.
    await waitFor(() =>
      expect(likeButton('Planting day in Quezon').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(likeCount(likeButton('Planting day in Quezon'))).toBe('5');
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === toggleUrl(1))!;
    expect(init?.method).toBe('POST');

    // Someone else liked it meanwhile: the server's count wins.
    answer(json(200, { postId: 1, liked: true, likes: 6 }));
    await waitFor(() => expect(likeCount(likeButton('Planting day in Quezon'))).toBe('6'));
    expect(screen.getByRole('button', { name: /^Unlike Planting day in Quezon, / })).toBeTruthy();
  });

  it('likes once for a double tap, even when the first answer came before the second tap', async () => {
    const fetchMock = stubFetch((url) =>
      url === toggleUrl(1)
        ? json(200, { postId: 1, liked: true, likes: 5 })
        : json(200, pageOf([postOf()])),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    const button = await screen.findByRole('button', { name: /^Like Planting day in Quezon, / });
    await user.dblClick(button);
    await waitFor(() => expect(likeCount(likeButton('Planting day in Quezon'))).toBe('5'));
    expect(likeButton('Planting day in Quezon').getAttribute('aria-pressed')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === toggleUrl(1))).toHaveLength(1);
  });

  it('unlikes a liked post', async () => {
    stubFetch((url) =>
      url === toggleUrl(1)
        ? json(200, { postId: 1, liked: false, likes: 3 })
        : json(200, pageOf([postOf({ liked: true, likes: 4 })])),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await user.click(
      await screen.findByRole('button', { name: /^Unlike Planting day in Quezon, / }),
    );
    await waitFor(() =>
      expect(likeButton('Planting day in Quezon').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(likeCount(likeButton('Planting day in Quezon'))).toBe('3');
  });

  it('rolls the like back and shows the error when it fails', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((url) => {
      if (url === toggleUrl(1)) return new Promise<Response>((resolve) => (answer = resolve));
      return json(200, pageOf([postOf()]));
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    await user.click(await screen.findByRole('button', { name: /^Like Planting day in Quezon, / }));
    await waitFor(() => expect(likeCount(likeButton('Planting day in Quezon'))).toBe('5'));

    answer(
      json(404, {
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'There is no post with this id.',
      }),
    );
    await waitFor(() =>
      expect(likeButton('Planting day in Quezon').getAttribute('aria-pressed')).toBe('false'),
    );
    expect(likeCount(likeButton('Planting day in Quezon'))).toBe('4');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error',
        message: 'There is no post with this id. (Status Code: 404)',
      }),
    );
  });

  it('loads older posts with "Load more"', async () => {
    const fetchMock = stubFetch((url) =>
      url.includes('page=2')
        ? json(200, pageOf([postOf({ id: 1, title: 'The first post' })], 2, 3, 10))
        : json(
            200,
            pageOf(
              Array.from({ length: 10 }, (_, i) => postOf({ id: 20 - i, title: `Post ${20 - i}` })),
              1,
              11,
              10,
            ),
          ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    expect(await screen.findByRole('heading', { name: 'Post 20' })).toBeTruthy();
    expect(screen.queryByText('The first post')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'The first post' })).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(`${FEED}?page=2&size=10`);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there is no news yet', async () => {
    stubFetch(() => json(200, pageOf([])));
    renderWithProviders(<NewsPage />);
    expect(await screen.findByRole('heading', { name: NO_NEWS_TEXT })).toBeTruthy();
  });

  it('shows the error and a way to try again when the feed fails', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? json(500, { statusCode: 500, error: 'x', code: 'INTERNAL', message: 'The feed is down.' })
        : json(200, pageOf([postOf()])),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewsPage />);
    expect(await screen.findByText('The feed is down.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Planting day in Quezon' })).toBeTruthy();
  });
});
