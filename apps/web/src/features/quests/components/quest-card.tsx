import type { ComponentType } from 'react';
import { Badge } from '@mantine/core';
import {
  IconCircleCheckFilled,
  IconCoin,
  IconDoorEnter,
  IconDroplet,
  IconInfoCircle,
  IconListCheck,
  IconStarFilled,
  type IconProps,
} from '@tabler/icons-react';
import { countOf, type QuestKey, type QuestsToday } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from './quests.module.css';

export const CLAIMED_TEXT = 'Claimed';

const questIcons: Record<QuestKey, ComponentType<IconProps>> = {
  DAILY_LOGIN: IconDoorEnter,
  WATER_TREE: IconDroplet,
  COMPLETE_TASKS: IconListCheck,
};

type QuestStatus = QuestsToday['quests'][number];

interface QuestCardProps {
  quest: QuestStatus;
  /** The doubled login reward of a bonus day. */
  bonus?: boolean;
  claiming: boolean;
  onClaim: () => void;
}

/** One quest: what to do, the reward, and its state (claim, claimed, or what is missing). */
export function QuestCard({ quest, bonus = false, claiming, onClaim }: QuestCardProps) {
  const Icon = questIcons[quest.quest];
  const state = quest.claimed ? 'claimed' : quest.done ? 'ready' : 'todo';
  return (
    <li className={classes.quest} data-state={state}>
      <span className={classes.questIcon} data-quest={quest.quest} aria-hidden="true">
        <Icon size={28} stroke={2.2} />
      </span>
      <div className={classes.questBody}>
        <h3 className={classes.questTitle}>
          {quest.title}
          {bonus && !quest.claimed && (
            <Badge color="sun.3" variant="filled" size="sm" radius="sm" c="sun.9" ml={6}>
              ×2 today
            </Badge>
          )}
        </h3>
        <p className={classes.questText}>{quest.description}</p>
        <div
          className={classes.rewards}
          aria-label={`Reward: ${countOf(quest.coins, 'coin')} and ${quest.xp} XP`}
        >
          <span className={classes.reward} data-kind="coins">
            <IconCoin size={16} stroke={2.6} aria-hidden="true" />+{quest.coins}
          </span>
          <span className={classes.reward} data-kind="xp">
            <IconStarFilled size={14} aria-hidden="true" />+{quest.xp} XP
          </span>
        </div>
        {state === 'todo' && quest.hint && (
          <p className={classes.hint}>
            <IconInfoCircle size={16} stroke={2.4} aria-hidden="true" />
            {quest.hint}
          </p>
        )}
      </div>
      <div
        className={classes.questAction}
        data-only-state={(state === 'todo' && Boolean(quest.hint)) || undefined}
      >
        {state === 'claimed' && (
          <span className={classes.claimed}>
            <IconCircleCheckFilled size={18} aria-hidden="true" />
            {CLAIMED_TEXT}
          </span>
        )}
        {state === 'ready' && (
          <GameButton
            color="green"
            size="sm"
            loading={claiming}
            onClick={onClaim}
            aria-label={`Claim ${quest.title}`}
          >
            Claim
          </GameButton>
        )}
        {state === 'todo' && <span className={classes.todo}>Not done yet</span>}
      </div>
    </li>
  );
}
