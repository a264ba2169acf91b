import { useEffect, useState } from 'react';
import { IconAward, IconStarFilled } from '@tabler/icons-react';
import { type CareResult, countOf } from '@punla/contract';
import type { CareAction } from '../api/care-for-tree.ts';
import { CelebrationCard, CelebrationNote } from '#shared/ui/celebration-card.tsx';
import { TreePicture } from '#shared/ui/tree-picture.tsx';
import classes from './celebration.module.css';

/** How long the celebration stays before it closes by itself (counted again once the pointer leaves the card). */
export const CELEBRATION_MS = 6000;

/** The headline for the last stage reached: "Your tree is now a Sapling!". */
export function celebrationTitle(result: CareResult): string {
  const last = result.stagesReached[result.stagesReached.length - 1];
  return `Your tree is now a ${last?.name ?? result.tree.stageName}!`;
}

const CARE_WORDS: Record<CareAction, string> = { water: 'watering', fertilize: 'fertilizing' };

/**
 * The rewards apart: the stages' (and the maturity bonus), then the care's that led to them.
 * "+150 XP, +60 coins for reaching Sapling" and "+10 XP for fertilizing".
 */
export function celebrationRewards(
  result: CareResult,
  action: CareAction,
): { stage: string; care: string | null } {
  const last = result.stagesReached[result.stagesReached.length - 1];
  const stageXp = result.stagesReached.reduce((sum, s) => sum + s.xp, 0) + result.maturityXp;
  const stageCoins = result.stagesReached.reduce((sum, s) => sum + s.coins, 0);
  const earned = [`+${stageXp} XP`];
  if (stageCoins > 0) earned.push(`+${countOf(stageCoins, 'coin')}`);
  const stage = `${earned.join(', ')} for reaching ${last?.name ?? result.tree.stageName}`;
  const care = result.careXp > 0 ? `+${result.careXp} XP for ${CARE_WORDS[action]}` : null;
  return { stage, care };
}

/** A tree reached a new stage: falling leaves, the tree as it is now, and what was earned. */
export function Celebration({
  result,
  action,
  onClose,
}: {
  result: CareResult;
  action: CareAction;
  onClose: () => void;
}) {
  // A player reading the card with the pointer on it keeps it open: moving content that closes
  // by itself must let the reader take their time.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, CELEBRATION_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Enter') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const { tree } = result;
  const rewards = celebrationRewards(result, action);
  return (
    <CelebrationCard
      titleId="celebration-title"
      pieces="leaves"
      closeOnAnyClick
      onClose={onClose}
      onHoldChange={setHeld}
      art={
        <TreePicture
          className={classes.picture}
          loading="eager"
          scientificName={tree.species.scientificName}
          stage={tree.stage}
          variant={tree.variant}
          alt=""
        />
      }
      eyebrow={result.matured ? 'Fully grown' : 'New stage'}
      title={celebrationTitle(result)}
    >
      <ul className={classes.rewards}>
        <li className={classes.reward} data-kind="stage">
          <IconAward size={22} stroke={2.4} aria-hidden="true" />
          {rewards.stage}
        </li>
        {rewards.care && (
          <li className={classes.reward} data-kind="xp">
            <IconStarFilled size={18} aria-hidden="true" />
            {rewards.care}
          </li>
        )}
      </ul>
      {result.matured && result.freeSeedling && (
        <CelebrationNote>
          You earned a free {result.freeSeedling} seedling! Plant it to grow your next tree.
        </CelebrationNote>
      )}
      <p className={classes.hint}>Tap anywhere to continue</p>
    </CelebrationCard>
  );
}
