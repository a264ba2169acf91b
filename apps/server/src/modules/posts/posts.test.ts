import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, tinyPng } from '../../../test/multipart.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
let admin: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createPlayer(t, { role: 'ADMIN' });
});
afterAll(() => t.close());

async function publish(title: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/secure/post',
    token: admin.token,
    payload: { title, body: 'A news post for every player to read.' },
  });
  expect(response.statusCode).toBe(201);
  t.clock.advance(1000);
  return response.json() as { id: number };
}

describe('news posts', () => {
  it('are published by admins (with an image), paged newest first, and read by players', async () => {
    const form = multipart(
      {
        title: 'Planting day in Rizal',
        body: 'Forty players planted two hundred narra seedlings.',
      },
      { filename: 'p.png', contentType: 'image/png', data: tinyPng },
    );
    const withImage = await t.request({
      method: 'POST',
      url: '/api/secure/post',
      token: admin.token,
      ...form,
    });
    expect(withImage.statusCode).toBe(201);
    expect(withImage.json()).toMatchObject({
      title: 'Planting day in Rizal',
      likes: 0,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    t.clock.advance(1000);
    await publish('Second');
    await publish('Third');
    const player = await createPlayer(t);
    const page = await t.request({
      method: 'GET',
      url: '/api/secure/post?page=1&size=2',
      token: player.token,
    });
    expect(page.json()).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(page.json().items.map((p: { title: string }) => p.title)).toEqual(['Third', 'Second']);
    const next = await t.request({
      method: 'GET',
      url: '/api/secure/post?page=2&size=2',
      token: player.token,
    });
    expect(next.json().items.map((p: { title: string }) => p.title)).toEqual([
      'Planting day in Rizal',
    ]);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/secure/post',
          token: player.token,
          payload: { title: 'Mine', body: 'Not allowed to post.' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('are liked and unliked, with counts and the reader’s likes marked', async () => {
    const post = await publish('Likeable');
    const [a, b] = [await createPlayer(t), await createPlayer(t)];
    const like = (p: TestPlayer) =>
      t.request({
        method: 'POST',
        url: `/api/secure/post/${post.id}/user/${p.user.id}/toggle-like`,
        token: p.token,
      });
    expect((await like(a)).json()).toEqual({ postId: post.id, liked: true, likes: 1 });
    expect((await like(b)).json()).toEqual({ postId: post.id, liked: true, likes: 2 });
    expect((await like(a)).json()).toEqual({ postId: post.id, liked: false, likes: 1 });
    const feedOfB = await t.request({
      method: 'GET',
      url: `/api/secure/post/user/${b.user.id}`,
      token: b.token,
    });
    expect(feedOfB.json().items.find((p: { id: number }) => p.id === post.id)).toMatchObject({
      liked: true,
      likes: 1,
    });
    const feedOfA = await t.request({
      method: 'GET',
      url: `/api/secure/post/user/${a.user.id}`,
      token: a.token,
    });
    expect(feedOfA.json().items.find((p: { id: number }) => p.id === post.id)).toMatchObject({
      liked: false,
      likes: 1,
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/secure/post/${post.id}/user/${b.user.id}/toggle-like`,
          token: a.token,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/secure/post/99999/user/${a.user.id}/toggle-like`,
          token: a.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('never counts a player twice, even with many likes at once', async () => {
    const post = await publish('Race');
    const player = await createPlayer(t);
    await Promise.all(
      Array.from({ length: 9 }, () =>
        t.request({
          method: 'POST',
          url: `/api/secure/post/${post.id}/user/${player.user.id}/toggle-like`,
          token: player.token,
        }),
      ),
    );
    const read = await t.request({
      method: 'GET',
      url: `/api/secure/post/${post.id}`,
      token: player.token,
    });
    expect([0, 1]).toContain(read.json().likes);
  });

  it('validates fields and edits and deletes', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/secure/post',
      token: admin.token,
      payload: { title: 'Hi', body: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'title: A title has at least 3 characters. body: The text has at least 10 characters.',
    );
    const post = await publish('To edit');
    const edited = await t.request({
      method: 'PUT',
      url: `/api/secure/post/${post.id}`,
      token: admin.token,
      payload: { title: 'Edited title', body: 'The text after editing it.' },
    });
    expect(edited.json().title).toBe('Edited title');
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/secure/post/${post.id}`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'GET', url: `/api/secure/post/${post.id}`, token: admin.token }))
        .statusCode,
    ).toBe(404);
  });
});
