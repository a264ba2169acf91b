import { IconCheck, IconDroplet } from '@tabler/icons-react';
import type { Resources } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from './inventory.module.css';

export const CLAIMED_TODAY_TEXT = 'Claimed today';

/** Why there is no claim button while the player holds the free amount or more. */
export const enoughWaterText = (water: number, amount: number) =>
  `You have ${water} water, so there is nothing to top up. It is offered again when you have fewer than ${amount}.`;

/**
 * The free daily water: a claim button while the player holds less than the free amount,
 * else why not; "Claimed today" once it is taken.
 */
export function FreeWaterCard({
  resources,
  claiming,
  onClaim,
}: {
  resources: Resources;
  claiming: boolean;
  onClaim: () => void;
}) {
  const amount = resources.freeWaterAmount;
  const enough = resources.water >= amount;
  return (
    <section className={classes.freeWater} aria-labelledby="free-water-title">
      <div className={classes.freeWaterText}>
        <strong id="free-water-title">Free daily water</strong>
        <span>
          Once a day your water can be topped up to {amount}.{' '}
          {resources.freeWaterClaimedToday
            ? 'Come back tomorrow for more.'
            : enough
              ? enoughWaterText(resources.water, amount)
              : 'Take it now!'}
        </span>
      </div>
      {resources.freeWaterClaimedToday ? (
        <span className={classes.claimed} role="status">
          <IconCheck size={20} stroke={3} aria-hidden="true" />
          {CLAIMED_TODAY_TEXT}
        </span>
      ) : enough ? null : (
        <GameButton
          color="blue"
          loading={claiming}
          onClick={onClaim}
          leftSection={<IconDroplet size={20} stroke={2.4} />}
        >
          Claim {amount} free water
        </GameButton>
      )}
    </section>
  );
}
