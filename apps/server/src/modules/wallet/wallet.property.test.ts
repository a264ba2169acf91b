import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgersAddUp } from '../../../test/ledger-checks.ts';
import { createPlayer, useTestApp, type TestPlayer } from '../../../test/test-app.ts';
import { buyItem, listItems } from '../../../test/factories/marketplace.ts';
import { claimQuest } from '../../../test/factories/quests.ts';
import { applyReferralCode, referralCodeOf } from '../../../test/factories/referrals.ts';
import { walletOf } from '../../../test/factories/wallet.ts';

const t = useTestApp();
let itemIds: number[] = [];
beforeAll(async () => {
  const admin = await createPlayer(t, { role: 'ADMIN' });
  itemIds = (await listItems(t, admin)).slice(0, 6).map((item) => item.id);
});

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
      await buyItem(t, player, itemIds[s.item % itemIds.length] ?? 0, s.quantity);
    } else if (s.kind === 'claim') {
      await claimQuest(t, player, s.quest);
    } else if (s.kind === 'refer') {
      // A newcomer joins with the player's code: their welcome gift now, the player's reward
      // only once the newcomer plays.
      const code = await referralCodeOf(t, player);
      const newcomer = await createPlayer(t);
      await applyReferralCode(t, newcomer, code);
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
        const body = await walletOf(t, player, { size: 100 });
        expect(body.balance).toBeGreaterThanOrEqual(0);
        expect(body.entries.reduce((sum, e) => sum + e.amount, 0)).toBe(body.balance);
        expect(body.entries.every((e) => e.balanceAfter >= 0)).toBe(true);
      }),
      { numRuns: 12 },
    );
  });
});
