import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test/fetch.ts';
import { forgetGameConfig, getGameConfig, loadGameTimeZone } from './game-config.ts';
import { DEFAULT_GAME_TIME_ZONE, getGameTimeZone, setGameTimeZone } from './game-time.ts';

afterEach(() => {
  setGameTimeZone(DEFAULT_GAME_TIME_ZONE);
});

describe('the game time zone from the server', () => {
  it('asks /api/public/game-config and reads dates in the zone it gives', async () => {
    const fetchMock = stubFetch(() => json(200, { timeZone: 'Europe/Berlin' }));
    await loadGameTimeZone();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/public/game-config');
    expect(getGameTimeZone()).toBe('Europe/Berlin');
  });

  it('keeps Asia/Manila when the server fails, answers oddly or names an unknown zone', async () => {
    for (const answer of [
      () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Oops.' }),
      () => json(200, { zone: 'Europe/Berlin' }),
      () => json(200, { timeZone: 'Mars/Olympus_Mons' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      forgetGameConfig();
      stubFetch(answer);
      await loadGameTimeZone();
      expect(getGameTimeZone()).toBe(DEFAULT_GAME_TIME_ZONE);
    }
  });

  it('is asked for once: the time zone and the trivia dialog share the answer', async () => {
    const fetchMock = stubFetch(() => json(200, { timeZone: 'Asia/Manila', aiTrivia: true }));
    await loadGameTimeZone();
    expect(await getGameConfig()).toEqual({ timeZone: 'Asia/Manila', aiTrivia: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed answer', async () => {
    let calls = 0;
    const fetchMock = stubFetch(() =>
      ++calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : json(200, { timeZone: 'Europe/Berlin' }),
    );
    await loadGameTimeZone();
    await loadGameTimeZone();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getGameTimeZone()).toBe('Europe/Berlin');
  });
});
