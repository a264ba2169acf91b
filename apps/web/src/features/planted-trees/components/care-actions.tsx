import type { ReactNode } from 'react';
import { IconClockHour4, IconDroplet, IconPlant } from '@tabler/icons-react';
import { FERTILIZE, WATER, type PlantedTree } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { CareAction } from '../api/care-for-tree.ts';
import { liveReason } from '../tree-rules.ts';
import { useTickUntil } from './use-tick-until.ts';
import classes from './my-tree.module.css';

interface CareButtonProps {
  action: CareAction;
  care: PlantedTree['water'];
  /** Water or fertilizer in the inventory; null while unknown. */
  count: number | null;
  busy: boolean;
  loading: boolean;
  onCare: (action: CareAction) => void;
  /** The wait is over: fetch the tree again. */
  onReady: () => void;
  /** Shown under the button when the player has none left. */
  emptyHint: ReactNode;
  /** A wilted tree's next watering revives it instead of growing it. */
  wilted?: boolean;
}

const look = {
  water: {
    label: 'Water',
    color: 'blue',
    icon: <IconDroplet size={24} stroke={2.4} />,
    gain: `+${WATER.growthPoints} GP · +${WATER.xp} XP`,
    unit: 'water',
  },
  fertilize: {
    label: 'Fertilize',
    color: 'yellow',
    icon: <IconPlant size={24} stroke={2.4} />,
    gain: `+${FERTILIZE.growthPoints} GP · +${FERTILIZE.xp} XP`,
    unit: 'fertilizer',
  },
} as const;

/** Water or Fertilize, with what is left and, when it cannot be done, why and for how long. */
export function CareButton({
  action,
  care,
  count,
  busy,
  loading,
  onCare,
  onReady,
  emptyHint,
  wilted = false,
}: CareButtonProps) {
  const { label, color, icon, gain, unit } = look[action];
  const now = useTickUntil(care.available ? null : care.nextAt, onReady);
  const reason = care.available ? null : liveReason(care.reason, care.nextAt, now);
  const empty = count === 0;
  const revives = action === 'water' && care.available && wilted;
  return (
    <div className={classes.care} data-tour={action}>
      <GameButton
        color={color}
        size="lg"
        fullWidth
        className={classes.careButton}
        leftSection={icon}
        loading={loading}
        disabled={busy || !care.available || empty}
        onClick={() => onCare(action)}
      >
        {label}
      </GameButton>
      <span className={classes.count} data-color={color} aria-label={`${count ?? 0} ${unit} left`}>
        {count ?? '–'}
      </span>
      <p className={classes.careNote} data-waiting={reason ? true : undefined} aria-live="polite">
        {reason ? (
          <>
            <IconClockHour4
              size={16}
              stroke={2.4}
              className={classes.noteIcon}
              aria-hidden="true"
            />
            <span>{reason}</span>
          </>
        ) : empty ? (
          emptyHint
        ) : revives ? (
          <span>Revives your tree (no growth this time) · +{WATER.xp} XP</span>
        ) : (
          <span>
            {gain}
            {care.perGameDay > 1 && ` · ${care.usedToday}/${care.perGameDay} today`}
          </span>
        )}
      </p>
    </div>
  );
}
