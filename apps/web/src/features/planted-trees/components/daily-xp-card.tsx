import { IconCheck, IconGift } from '@tabler/icons-react';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from './my-tree.module.css';

interface DailyXpCardProps {
  xp: number;
  stageName: string;
  claimed: boolean;
  loading: boolean;
  onClaim: () => void;
}

/** Today's XP from the tree (10 + 10 × stage): a claim button, or claimed for today. */
export function DailyXpCard({ xp, stageName, claimed, loading, onClaim }: DailyXpCardProps) {
  return (
    <div className={classes.daily} data-claimed={claimed || undefined} data-tour="daily-xp">
      <span className={classes.dailyIcon} aria-hidden="true">
        {claimed ? <IconCheck size={26} stroke={3} /> : <IconGift size={26} stroke={2.2} />}
      </span>
      <div className={classes.dailyText}>
        <strong>Daily XP</strong>
        <span>
          {claimed
            ? 'Claimed for today. Come back tomorrow!'
            : `From your ${stageName.toLowerCase()}, once a day.`}
        </span>
      </div>
      {claimed ? (
        <span className={classes.claimedTag}>Claimed today</span>
      ) : (
        <GameButton
          color="green"
          size="sm"
          className={classes.dailyClaim}
          loading={loading}
          onClick={onClaim}
        >
          Claim +{xp} XP
        </GameButton>
      )}
    </div>
  );
}
