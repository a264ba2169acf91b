import { describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { createPost, sendPost, toggleLike } from '../../../test/factories/posts.ts';
import { tinyPng } from '../../../test/multipart.ts';
import { createPlayer, usePlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';

const t = useTestApp();
const admin = usePlayer(t, { role: 'ADMIN' });

/** Publishes a post a second before the next, so the feed's order is known. */
async function publish(title: string, image?: Buffer) {
  const post = await createPost(t, admin, { title }, image);
  t.clock.advance(1000);
  return post;
}

const read = (url: string, player: TestPlayer) =>
  t.request({ method: 'GET', url, token: player.token });
const titles = (page: { items: { title: string }[] }) => page.items.map((p) => p.title);
const inFeedOf = async (player: TestPlayer, postId: number) => {
  const feed = await read(pathTo(apiRoutes.posts.ofPlayer, { userId: player.user.id }), player);
  return feed.json().items.find((p: { id: number }) => p.id === postId);
};

describe('news posts', () => {
  it('are published by admins (with an image), paged newest first, and read by players', async () => {
    const withImage = await publish('Planting day in Rizal', tinyPng);
    expect(withImage).toMatchObject({
      title: 'Planting day in Rizal',
      likes: 0,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    await publish('Second');
    await publish('Third');
    const player = await createPlayer(t);
    const page = await read(pathTo(apiRoutes.posts.list, {}, { page: 1, size: 2 }), player);
    expect(page.json()).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(titles(page.json())).toEqual(['Third', 'Second']);
    const next = await read(pathTo(apiRoutes.posts.list, {}, { page: 2, size: 2 }), player);
    expect(titles(next.json())).toEqual(['Planting day in Rizal']);
    const mine = { title: 'Mine', body: 'Not allowed to post.' };
    expect((await sendPost(t, player, mine)).statusCode).toBe(403);
  });

  it('are liked and unliked, with counts and the reader’s likes marked', async () => {
    const post = await publish('Likeable');
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    const like = async (p: TestPlayer) => (await toggleLike(t, post.id, p)).json();
    expect(await like(a)).toEqual({ postId: post.id, liked: true, likes: 1 });
    expect(await like(b)).toEqual({ postId: post.id, liked: true, likes: 2 });
    expect(await like(a)).toEqual({ postId: post.id, liked: false, likes: 1 });
    expect(await inFeedOf(b, post.id)).toMatchObject({ liked: true, likes: 1 });
    expect(await inFeedOf(a, post.id)).toMatchObject({ liked: false, likes: 1 });
    expect((await toggleLike(t, post.id, b, a)).statusCode).toBe(403);
    expect((await toggleLike(t, 99999, a)).statusCode).toBe(404);
  });

  it('never counts a player twice, even with many likes at once', async () => {
    const post = await publish('Race');
    const player = await createPlayer(t);
    await Promise.all(Array.from({ length: 9 }, () => toggleLike(t, post.id, player)));
    const after = await read(pathTo(apiRoutes.posts.one, { id: post.id }), player);
    expect([0, 1]).toContain(after.json().likes);
  });

  it('validates fields and edits and deletes', async () => {
    const bad = await sendPost(t, admin, { title: 'Hi', body: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'title: A title has at least 3 characters. body: The text has at least 10 characters.',
    );
    const post = await publish('To edit');
    const url = pathTo(apiRoutes.posts.one, { id: post.id });
    const edited = await t.request({
      method: 'PUT',
      url,
      token: admin.token,
      payload: { title: 'Edited title', body: 'The text after editing it.' },
    });
    expect(edited.json().title).toBe('Edited title');
    expect((await t.request({ method: 'DELETE', url, token: admin.token })).statusCode).toBe(204);
    expect((await read(url, admin)).statusCode).toBe(404);
  });
});
