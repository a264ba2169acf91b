import { useState } from 'react';
import { IconGift, IconMoonStars, IconPlayerPlay } from '@tabler/icons-react';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useRunRollover, type RolloverAction } from '../api/run-rollover.ts';
import classes from './seasons.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

interface ActionInfo {
  action: RolloverAction;
  title: string;
  button: string;
  icon: typeof IconGift;
  summary: string;
  details: string[];
}

export const ROLLOVER_ACTIONS: ActionInfo[] = [
  {
    action: 'disable-previous-season-trees',
    title: 'Make earlier trees dormant',
    button: 'Make dormant',
    icon: IconMoonStars,
    summary: 'Closes the growing of trees planted before the current season.',
    details: [
      'Every tree that is still growing and was planted before the current season becomes Dormant.',
      'Dormant trees stay in their owners’ forests at the stage they reached, but can no longer be watered or fertilized. Mature trees are not touched.',
      'Safe to repeat: trees that are dormant already are left as they are.',
    ],
  },
  {
    action: 'send-free-seedlings',
    title: 'Send free seedlings',
    button: 'Send seedlings',
    icon: IconGift,
    summary: 'Gives every verified player one free seedling for the current season.',
    details: [
      'Every verified player receives one free common seedling for the current season, once.',
      'Safe to repeat: a second run only gives to players who have not had theirs this season (for example, players verified since).',
    ],
  },
];

/** The two season-rollover actions, each behind a confirmation that says what it does. */
export function RolloverActions({ currentSeason }: { currentSeason: string | null }) {
  const run = useSingleFlight(useRunRollover());
  const [pending, setPending] = useState<ActionInfo | null>(null);

  const confirm = () => {
    if (!pending) return;
    run.mutate(pending.action, {
      onSuccess: (result) => toast.success(result.message),
      onSettled: () => setPending(null),
    });
  };

  return (
    <section className={classes.rollover} aria-labelledby="rollover-title">
      <h2 id="rollover-title" className={classes.sectionTitle}>
        Season rollover
      </h2>
      <p className={classes.sectionLead}>
        Run these once a new season has started
        {currentSeason ? ` (now: ${currentSeason})` : ''}. Both are safe to run again.
      </p>
      <div className={classes.actionGrid}>
        {ROLLOVER_ACTIONS.map((info) => (
          <div key={info.action} className={classes.actionCard}>
            <span className={classes.actionIcon} aria-hidden="true">
              <info.icon size={26} stroke={2.2} />
            </span>
            <div className={classes.actionText}>
              <h3>{info.title}</h3>
              <p>{info.summary}</p>
            </div>
            <GameButton
              color={info.action === 'send-free-seedlings' ? 'green' : 'blue'}
              size="sm"
              onClick={() => setPending(info)}
              leftSection={<IconPlayerPlay size={18} stroke={2.4} />}
            >
              {info.button}
            </GameButton>
          </div>
        ))}
      </div>

      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? `${pending.title}?` : ''}
        details={pending?.details ?? []}
        cancelLabel="Not now"
        confirmLabel={pending?.button ?? 'Run'}
        confirmColor="green"
        confirmIcon={<IconPlayerPlay size={18} stroke={2.4} />}
        loading={run.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
