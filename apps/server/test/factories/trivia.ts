import { apiRoutes } from '@punla/contract';
import { multipart } from '../multipart.ts';
import type { TestApp, TestPlayer } from '../test-app.ts';

/** Uploads trivia as a multipart form, as the admin page sends it: a text, a picture or both. */
export function uploadTrivia(
  t: TestApp,
  caller: TestPlayer,
  fields: { content?: string },
  image?: Buffer,
) {
  return t.request({
    method: 'POST',
    url: apiRoutes.trivia.list,
    token: caller.token,
    ...multipart(
      fields.content === undefined ? {} : { content: fields.content },
      image && { filename: 'a.png', contentType: 'image/png', data: image },
    ),
  });
}
