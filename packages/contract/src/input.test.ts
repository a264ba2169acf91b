import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INT4_MAX, int4Id, intInRange, NUL_MESSAGE, text } from './input.ts';
import { leaderboardSeasonParams } from './leaderboard.ts';
import { loginInput, signupInput } from './accounts.ts';
import { reportInput, reportIdParams, reportQuery } from './reports.ts';
import { supportInput } from './content.ts';
import { userSpeciesParams } from './trees.ts';
import { postInput } from './posts.ts';

function messages(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('int4Id', () => {
  const id = int4Id('The thing id');

  it('accepts 1 to 2147483647, from numbers and from text', () => {
    expect(id.parse(1)).toBe(1);
    expect(id.parse('2147483647')).toBe(INT4_MAX);
  });

  it.each([0, -1, 2 ** 31, 2 ** 53, '9'.repeat(40), 1.5, 'NaN', 'abc', Infinity])(
    'refuses %s with a message naming the id',
    (value) => {
      const result = id.safeParse(value);
      expect(result.success).toBe(false);
      expect(messages(result).join(' ')).toMatch(/^The thing id /);
    },
  );

  it('bounds every integer id of the contract', () => {
    expect(reportIdParams.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(
      userSpeciesParams.safeParse({
        userId: '6b0d3a52-2a4e-4c8e-9d0f-1c2b3a4d5e6f',
        treeId: 2 ** 31,
      }).success,
    ).toBe(false);
    const season = leaderboardSeasonParams.safeParse({ season: '2147483648' });
    expect(season.success).toBe(false);
    expect(leaderboardSeasonParams.parse({ season: '2147483647' }).season).toBe(INT4_MAX);
    expect(leaderboardSeasonParams.parse({ season: 'current' }).season).toBe('current');
  });
});

describe('intInRange', () => {
  it('keeps page and size in range', () => {
    expect(intInRange('size', 1, 100).safeParse('101').success).toBe(false);
    expect(reportQuery.safeParse({ page: String(2 ** 53) }).success).toBe(false);
    expect(reportQuery.parse({})).toEqual({ page: 1, size: 20 });
  });
});

describe('text', () => {
  it('refuses NUL with a clear message, wherever it is', () => {
    const result = text().trim().min(1).safeParse('a\u0000b');
    expect(messages(result)).toEqual([NUL_MESSAGE]);
  });

  it('keeps the other checks of the chain', () => {
    expect(text().trim().min(3).parse('  abc  ')).toBe('abc');
    expect(text().max(2).safeParse('abc').success).toBe(false);
  });

  it('guards the free-text inputs: login, sign-up, reports, posts, support page', () => {
    const nul = 'x\u0000y';
    expect(messages(loginInput.safeParse({ identifier: nul, password: 'p' }))).toContain(
      NUL_MESSAGE,
    );
    expect(messages(loginInput.safeParse({ identifier: 'me', password: nul }))).toContain(
      NUL_MESSAGE,
    );
    const signup = signupInput.safeParse({
      email: 'a@example.com',
      username: 'player_one',
      password: `long-enough${nul}`,
      referralCode: nul,
    });
    expect(messages(signup)).toContain(NUL_MESSAGE);
    expect(
      messages(reportInput.safeParse({ type: 'BUG', message: `It broke here: ${nul}` })),
    ).toContain(NUL_MESSAGE);
    expect(
      messages(postInput.safeParse({ title: `Title ${nul}`, body: 'A body long enough.' })),
    ).toContain(NUL_MESSAGE);
    const support = supportInput.safeParse({
      message: 'Hello',
      channels: [{ label: `Label ${nul}`, details: 'Some details', url: null }],
    });
    expect(messages(support)).toContain(NUL_MESSAGE);
  });
});
