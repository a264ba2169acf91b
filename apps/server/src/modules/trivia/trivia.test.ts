import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, pathTo } from '@punla/contract';
import { startAiServer } from '../../../test/ai-server.ts';
import { uploadTrivia } from '../../../test/factories/trivia.ts';
import { tinyPng } from '../../../test/multipart.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
let ai: Awaited<ReturnType<typeof startAiServer>>;
let admin: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  ai = await startAiServer();
  t = await createTestApp(
    {},
    { AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'tiny-model' },
  );
  admin = await createPlayer(t, { role: 'ADMIN' });
  player = await createPlayer(t);
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const read = (url: string, caller = player) =>
  t.request({ method: 'GET', url, token: caller.token });

describe('DENR trivia', () => {
  it('is seeded with at least 30 items, text and image ones', async () => {
    const list = await read(apiRoutes.trivia.list);
    const items = list.json() as {
      content: string | null;
      imageUrl: string | null;
      source: string;
    }[];
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.every((i) => i.source === 'DENR')).toBe(true);
    expect(items.filter((i) => i.imageUrl).length).toBeGreaterThanOrEqual(4);
    expect(items.some((i) => i.content?.includes('National Greening Program'))).toBe(true);
    const random = await read(apiRoutes.trivia.randomDenr);
    expect(random.json()).toMatchObject({
      id: expect.any(Number),
      source: 'DENR',
      dateCreated: expect.any(String),
    });
  });

  it('is uploaded by admins as text, image or both, checked by content', async () => {
    const text = await uploadTrivia(t, admin, { content: 'Trees are good.' });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({
      content: 'Trees are good.',
      imageUrl: null,
      source: 'DENR',
    });
    const image = await uploadTrivia(t, admin, {}, tinyPng);
    expect(image.json()).toMatchObject({
      content: null,
      imageUrl: expect.stringMatching(/^\/api\/files\//),
    });
    const empty = await uploadTrivia(t, admin, { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send a trivia text, an image, or both.');
    const svg = await uploadTrivia(t, admin, {}, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(svg.statusCode).toBe(415);
    const huge = await uploadTrivia(
      t,
      admin,
      {},
      Buffer.concat([tinyPng, Buffer.alloc(2_200_000)]),
    );
    expect(huge.statusCode).toBe(413);
    expect((await uploadTrivia(t, player, { content: 'x' })).statusCode).toBe(403);
    const url = pathTo(apiRoutes.trivia.one, { id: text.json().id });
    expect((await t.request({ method: 'DELETE', url, token: admin.token })).statusCode).toBe(204);
    expect((await read(url)).statusCode).toBe(404);
  });
});

describe('AI trivia', () => {
  const ask = (p: TestPlayer = player) => read(apiRoutes.trivia.randomAi, p);

  it('asks the configured OpenAI-compatible endpoint and returns its text', async () => {
    ai.setMode('ok');
    const response = await ask();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toBe(
      'The Philippine teak (Tectona philippinensis) grows naturally only in a few places in Batangas and Mindoro.',
    );
    const sent = ai.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('tiny-model');
  });

  it.each([
    ['slow', 'The AI took too long to answer. Try again.'],
    ['error', 'The AI service answered with an error (status 500). Try again later.'],
    ['empty', 'The AI gave no answer. Try again.'],
  ] as const)('answers 503 when the AI is %s', async (mode, message) => {
    ai.setMode(mode);
    const response = await ask(await createPlayer(t));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(message);
  });

  it('limits each player to 6 a minute', async () => {
    ai.setMode('ok');
    const someone = await createPlayer(t);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(someone)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });

  it('says clearly when no AI is configured', async () => {
    const plain = await createTestApp();
    try {
      const someone = await createPlayer(plain);
      const response = await plain.request({
        method: 'GET',
        url: apiRoutes.trivia.randomAi,
        token: someone.token,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(
        'AI trivia is not set up on this server. Try the DENR trivia instead.',
      );
    } finally {
      await plain.close();
    }
  });
});
