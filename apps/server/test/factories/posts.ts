import { apiRoutes, pathTo, type Post } from '@punla/contract';
import { multipart } from '../multipart.ts';
import { uniqueName, type TestApp, type TestPlayer } from '../test-app.ts';

/** Sends a new post as the admin: JSON, or a multipart form when a picture comes along. */
export function sendPost(
  t: TestApp,
  admin: TestPlayer,
  fields: Record<string, string>,
  image?: Buffer,
  headers: Record<string, string> = {},
) {
  const body = image
    ? multipart(fields, { filename: 'p.png', contentType: 'image/png', data: image })
    : { payload: fields, headers: {} };
  return t.request({
    method: 'POST',
    url: apiRoutes.posts.list,
    token: admin.token,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Publishes a news post through the API (a unique title unless one is given). */
export async function createPost(
  t: TestApp,
  admin: TestPlayer,
  fields: { title?: string; body?: string } = {},
  image?: Buffer,
): Promise<Post> {
  const response = await sendPost(
    t,
    admin,
    { title: uniqueName('Post '), body: 'A news post for every player to read.', ...fields },
    image,
  );
  if (response.statusCode !== 201) throw new Error(`post not created: ${response.body}`);
  return response.json<Post>();
}

/** Likes (or unlikes) the post for `player`, asked by `caller` (the player by default). */
export function toggleLike(t: TestApp, postId: number, player: TestPlayer, caller = player) {
  return t.request({
    method: 'POST',
    url: pathTo(apiRoutes.posts.toggleLike, { postId, userId: player.user.id }),
    token: caller.token,
  });
}
