import { useEffect, useMemo, type CSSProperties } from 'react';
import { IconAward, IconStarFilled } from '@tabler/icons-react';
import { type CareResult, countOf } from '@punla/contract';
import type { CareAction } from '../api/care-for-tree.ts';
import { TreePicture } from '../../../shared/ui/tree-picture.tsx';
import classes from './celebration.module.css';

/** How long the celebration stays before it closes by itself. */
export const CELEBRATION_MS = 6000;

const COLOURS = ['#62b63a', '#86d65a', '#f5bd1c', '#ffe389', '#40a1e7', '#e0452f', '#3f8a22'];

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

function FallingPieces() {
  // Spread by index, so every celebration looks the same and nothing random runs in render.
  const pieces = useMemo(
    () =>
      Array.from({ length: 28 }, (_, i) => ({
        left: `${(i * 37) % 100}%`,
        delay: `${-((i * 0.43) % 3.2).toFixed(2)}s`,
        duration: `${3 + ((i * 7) % 10) / 4}s`,
        colour: COLOURS[i % COLOURS.length],
        drift: `${((i % 5) - 2) * 30}px`,
        spin: `${360 + (i % 4) * 180}deg`,
        rest: `${8 + ((i * 23) % 80)}%`,
        shape: i % 3 === 0 ? 'confetti' : 'leaf',
      })),
    [],
  );
  return (
    <>
      {pieces.map((piece, i) => (
        <span
          key={i}
          className={classes.piece}
          data-shape={piece.shape}
          aria-hidden="true"
          style={
            {
              left: piece.left,
              background: piece.colour,
              animationDelay: piece.delay,
              animationDuration: piece.duration,
              '--drift': piece.drift,
              '--spin': piece.spin,
              '--rest': piece.rest,
            } as CSSProperties
          }
        />
      ))}
    </>
  );
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
  useEffect(() => {
    const timer = setTimeout(onClose, CELEBRATION_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'Enter') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);

  const { tree } = result;
  const rewards = celebrationRewards(result, action);
  return (
    <div
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby="celebration-title"
      onClick={onClose}
    >
      <FallingPieces />
      <div className={classes.card}>
        <TreePicture
          className={classes.picture}
          loading="eager"
          scientificName={tree.species.scientificName}
          stage={tree.stage}
          variant={tree.variant}
          alt=""
        />
        <span className={classes.eyebrow}>{result.matured ? 'Fully grown' : 'New stage'}</span>
        <h2 id="celebration-title" className={classes.title}>
          {celebrationTitle(result)}
        </h2>
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
          <p className={classes.seedling}>
            You earned a free {result.freeSeedling} seedling! Plant it to grow your next tree.
          </p>
        )}
        <p className={classes.hint}>Tap anywhere to continue</p>
      </div>
    </div>
  );
}
