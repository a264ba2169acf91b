import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

/** The hour's budget of AI calls of the file's app (AI_TRIVIA_PER_HOUR). */
const AI_BUDGET = 8;
let t: TestApp;
let ai: Awaited<ReturnType<typeof startAiServer>>;
let admin: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  ai = await startAiServer();
  t = await createTestApp(
    {},
    {
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'tiny-model',
      AI_TRIVIA_PER_HOUR: String(AI_BUDGET),
    },
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
  const ask = (p: TestPlayer = player, remoteAddress?: string) =>
    t.request({ method: 'GET', url: apiRoutes.trivia.randomAi, token: p.token, remoteAddress });
  const TEAK =
    'The Philippine teak (Tectona philippinensis) grows naturally only in a few places in Batangas and Mindoro.';
  const newPlayers = (howMany: number) =>
    Promise.all(Array.from({ length: howMany }, () => createPlayer(t)));
  const statusCounts = (answers: { statusCode: number }[]) =>
    answers.reduce<Record<number, number>>((counts, { statusCode }) => {
      counts[statusCode] = (counts[statusCode] ?? 0) + 1;
      return counts;
    }, {});
  // Each test starts in a minute of its own: the per-player and per-network limits count by
  // the minute, the hour's budget (AI_BUDGET calls) runs on across the tests.
  beforeEach(() => t.clock.advance(60_000));

  it('is for verified accounts only: an unverified player gets 403 and costs no call', async () => {
    const unverified = await createPlayer(t, { verified: false });
    const calls = ai.requests.length;
    const response = await ask(unverified);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Verify your e-mail address to get AI trivia.');
    expect(ai.requests.length).toBe(calls);
  });

  it.each([
    ['slow', 'The AI took too long to answer. Try again.'],
    ['error', 'The AI service answered with an error (status 500). Try again later.'],
    ['empty', 'The AI gave no answer. Try again.'],
  ] as const)('answers 503 when the pool is empty and the AI is %s', async (mode, message) => {
    ai.setMode(mode);
    const response = await ask(await createPlayer(t));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(message);
  });

  it('serves 30 requests of 5 new accounts with at most the budget of AI calls', async () => {
    ai.setMode('ok');
    const players = await newPlayers(5);
    const calls = ai.requests.length;
    const answers = await Promise.all(
      players.flatMap((p) => Array.from({ length: 6 }, () => ask(p))),
    );
    expect(statusCounts(answers)).toEqual({ 200: 30 });
    expect(answers[0]?.headers['content-type']).toContain('text/plain');
    expect(new Set(answers.map((answer) => answer.body))).toEqual(new Set([TEAK]));
    // The pool was empty: the parallel requests shared one call, and stored its fact.
    expect(ai.requests.length - calls).toBe(1);
    const sent = ai.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('tiny-model');

    // The scheduled top-up spends what is left of the hour's budget, and not a call more.
    ai.setMode('varied');
    const budgetLeft = AI_BUDGET - ai.requests.length;
    expect((await t.app.runDailyLoop()).aiTriviaStored).toBe(budgetLeft);
    expect(ai.requests.length).toBe(AI_BUDGET);
    expect((await t.app.runDailyLoop()).aiTriviaStored).toBe(0);
    t.clock.advance(60_000);
    const again = await Promise.all(
      players.flatMap((p) => Array.from({ length: 6 }, () => ask(p))),
    );
    expect(statusCounts(again)).toEqual({ 200: 30 });
    expect(new Set(again.map((answer) => answer.body)).size).toBeGreaterThan(1);
    expect(ai.requests.length).toBe(AI_BUDGET);
  });

  it('still answers from the pool when the AI provider is down', async () => {
    ai.setMode('error');
    const calls = ai.requests.length;
    const response = await ask(await createPlayer(t));
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^(Fact \d+: a narra|The Philippine teak)/);
    expect(ai.requests.length).toBe(calls);
  });

  it('limits each player to 6 a minute', async () => {
    const someone = await createPlayer(t);
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await ask(someone)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await ask(someone);
    expect(refused.json().message).toMatch(/^You can ask for 6 AI trivia a minute\. Try again in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits a client network to 30 a minute under parallel requests, IPv6 by its /64', async () => {
    const players = await newPlayers(6);
    // 36 requests at once, each from another address of one /64.
    const answers = await Promise.all(
      players.flatMap((p, i) =>
        Array.from({ length: 6 }, (_, j) => ask(p, `2001:db8:1:2::${i * 6 + j + 1}`)),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 200: 30, 429: 6 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toMatch(
      /^Too many AI trivia from your address: at most 30 a minute\. Try again in/,
    );
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // Another network is not held up by this one.
    expect((await ask(await createPlayer(t), '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('says so when the pool is empty and the hour’s budget is spent', async () => {
    const small = await createTestApp(
      {},
      { AI_BASE_URL: ai.baseUrl, AI_MODEL: 'tiny-model', AI_TRIVIA_PER_HOUR: '2' },
    );
    try {
      const someone = await createPlayer(small);
      const askSmall = () =>
        small.request({ method: 'GET', url: apiRoutes.trivia.randomAi, token: someone.token });
      ai.setMode('error');
      const calls = ai.requests.length;
      expect((await askSmall()).statusCode).toBe(503);
      expect((await askSmall()).statusCode).toBe(503);
      const spent = await askSmall();
      expect(spent.statusCode).toBe(503);
      expect(spent.json().message).toMatch(
        /^AI trivia has used up this hour's allowance and has no stored trivia left\. Try the DENR trivia, or ask the AI again in \d+ minutes?\.$/,
      );
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      ai.setMode('ok');
      expect((await small.app.runDailyLoop()).aiTriviaStored).toBe(0);
      expect(ai.requests.length - calls).toBe(2);
      // The next hour has a budget again.
      small.clock.advance(60 * 60_000);
      expect((await askSmall()).body).toBe(TEAK);
      expect(ai.requests.length - calls).toBe(3);
    } finally {
      await small.close();
    }
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
