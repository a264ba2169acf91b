import { IconCalendarCheck } from '@tabler/icons-react';
import { countOf } from '@punla/contract';
import { showToast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useClaimQuest } from '../api/claim-quest.ts';
import { useQuestsToday } from '../api/get-quests-today.ts';
import classes from './login-reward-card.module.css';
import { streakLength } from './streak.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const LOGIN_CLAIMED_TITLE = 'Daily login reward claimed!';

/**
 * Today's login reward, on My Tree while it is not claimed: the coins and XP, the streak day
 * it makes, and Claim. Gone once claimed (a toast says what was earned).
 */
export function LoginRewardCard({ userId }: { userId: string }) {
  const today = useQuestsToday(userId);
  const claim = useSingleFlight(useClaimQuest(userId));
  const login = today.data?.quests.find((quest) => quest.quest === 'DAILY_LOGIN');
  if (!today.data || !login || login.claimed || !login.done) return null;

  const day = today.data.streak + 1;
  const streakText = today.data.bonusToday
    ? `Day ${day} of your streak: double reward!`
    : `Day ${day} of your streak`;
  const onClaim = () =>
    claim.mutate('DAILY_LOGIN', {
      onSuccess: (result) =>
        showToast({
          severity: 'success',
          summary: LOGIN_CLAIMED_TITLE,
          detail: `+${countOf(result.coins, 'coin')} · +${result.xp} XP · ${streakLength(result.streak)}`,
        }),
    });

  return (
    <section className={classes.card} aria-labelledby="login-reward-title">
      <span className={classes.icon} aria-hidden="true">
        <IconCalendarCheck size={22} stroke={2.4} />
      </span>
      <div className={classes.text}>
        <strong id="login-reward-title">Daily login reward</strong>
        <span>
          +{countOf(login.coins, 'coin')} · +{login.xp} XP · {streakText}
        </span>
        {today.data.saverCovers && <span>Your streak saver keeps your streak going.</span>}
      </div>
      <GameButton
        color="green"
        size="sm"
        loading={claim.isPending}
        onClick={onClaim}
        aria-label={`Claim the daily login reward: ${countOf(login.coins, 'coin')} and ${login.xp} XP`}
      >
        Claim
      </GameButton>
    </section>
  );
}
