import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import {
  createPlayer,
  createTestApp,
  type TestApp,
  type TestPlayer,
} from '../../../test/test-app.ts';

let t: TestApp;
let itemIds: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createPlayer(t, { role: 'ADMIN' });
  const items = await t.request({
    method: 'GET',
    url: '/api/secure/marketplace/items',
    token: admin.token,
  });
  itemIds = (items.json() as { id: number }[]).slice(0, 6).map((item) => item.id);
});
afterAll(() => t.close());

type Step =
  | { kind: 'buy'; item: number; quantity: number }
  | { kind: 'claim'; quest: 'DAILY_LOGIN' | 'WATER_TREE' | 'COMPLETE_TASKS' }
  | { kind: 'refer' }
  | { kind: 'nextDay' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('buy' as const),
    item: fc.nat(5),
    quantity: fc.integer({ min: 1, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('claim' as const),
    quest: fc.constantFrom(
      'DAILY_LOGIN' as const,
      'WATER_TREE' as const,
      'COMPLETE_TASKS' as const,
    ),
  }),
  fc.record({ kind: fc.constant('refer' as const) }),
  fc.record({ kind: fc.constant('nextDay' as const) }),
);

async function run(player: TestPlayer, steps: Step[]) {
  for (const s of steps) {
    if (s.kind === 'buy') {
      await t.request({
        method: 'POST',
        url: `/api/secure/marketplace/item/${itemIds[s.item % itemIds.length]}/user/${player.user.id}/buy`,
        token: player.token,
        payload: { quantity: s.quantity },
      });
    } else if (s.kind === 'claim') {
      await t.request({
        method: 'POST',
        url: `/api/secure/quest/user/${player.user.id}/claim`,
        token: player.token,
        payload: { quest: s.quest },
      });
    } else if (s.kind === 'refer') {
      // A newcomer joins with the player's code: the player earns the referral reward.
      const code = (
        await t.request({
          method: 'POST',
          url: `/api/secure/referral/user/${player.user.id}/generate`,
          token: player.token,
        })
      ).json().referralCode;
      const newcomer = await createPlayer(t);
      await t.request({
        method: 'POST',
        url: `/api/secure/referral/user/${newcomer.user.id}/apply/${code}`,
        token: newcomer.token,
      });
      await expectLedgersAddUp(t.db, newcomer.user.id);
    } else {
      t.clock.advance(24 * 60 * 60 * 1000);
    }
    await expectLedgersAddUp(t.db, player.user.id);
  }
}

describe('wallet ledger (property)', () => {
  it('after any sequence of buys, quest claims and referrals the balance equals the ledger and is never negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        const player = await createPlayer(t);
        await run(player, steps);
        const wallet = await t.request({
          method: 'GET',
          url: `/api/secure/wallet/user/${player.user.id}?size=100`,
          token: player.token,
        });
        const body = wallet.json() as {
          balance: number;
          entries: { amount: number; balanceAfter: number }[];
        };
        expect(body.balance).toBeGreaterThanOrEqual(0);
        expect(body.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(body.balance);
        expect(body.entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
