import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { FERTILIZE, WATER, WILT_AFTER_HOURS } from '@punla/contract';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import classes from './tree-tour.module.css';

export interface TourStep {
  /** What the step points at (a CSS selector); the card is centred when it is not there. */
  target: string;
  title: string;
  text: string;
}

export const MY_TREE_TOUR: TourStep[] = [
  {
    target: '[data-tour="tree"]',
    title: 'This is your tree',
    text: 'It grows through 6 stages, from Seed to Mature tree. Tend it every day and watch it grow.',
  },
  {
    target: '[data-tour="water"]',
    title: 'Water it',
    text: `Each watering gives +${WATER.growthPoints} growth points and +${WATER.xp} XP: once every ${WATER.cooldownHours} hours, up to ${WATER.perGameDay} times a day. A tree left dry for ${WILT_AFTER_HOURS / 24} days wilts.`,
  },
  {
    target: '[data-tour="fertilize"]',
    title: 'Fertilize it',
    text: `Fertilizer gives +${FERTILIZE.growthPoints} growth points and +${FERTILIZE.xp} XP, once a day.`,
  },
  {
    target: '[data-tour="daily-xp"]',
    title: 'Claim your daily XP',
    text: 'Once a day your tree gives you XP, and more the bigger it grows. Reaching a new stage earns XP and coins too.',
  },
  {
    target: 'button[aria-label="Open menu"]',
    title: 'The menu',
    text: 'Your profile, music, how to play and the event eligibility are all in the menu.',
  },
];

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const GAP = 14;
const PAD = 6;
const CARD_ROOM = 230;

function cardPlacement(box: Box | null): CSSProperties {
  const width = Math.min(340, window.innerWidth - 24);
  if (!box) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const left = Math.max(
    12,
    Math.min(box.left + box.width / 2 - width / 2, window.innerWidth - width - 12),
  );
  const below = window.innerHeight - (box.top + box.height);
  if (below > CARD_ROOM) return { top: box.top + box.height + GAP, left };
  if (box.top > CARD_ROOM) return { bottom: window.innerHeight - box.top + GAP, left };
  // A target as tall as the screen: the card sits inside its lower part.
  return { bottom: Math.max(12, window.innerHeight - (box.top + box.height) + GAP), left };
}

function measure(selector: string): Box | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const rect = element.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return null;
  return {
    top: rect.top - PAD,
    left: rect.left - PAD,
    width: rect.width + PAD * 2,
    height: rect.height + PAD * 2,
  };
}

/** A few steps pointing at the parts of My Tree, with Next and Skip. */
export function TreeTour({
  steps = MY_TREE_TOUR,
  onDone,
}: {
  steps?: TourStep[];
  onDone: (how: 'finished' | 'skipped') => void;
}) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const step = steps[index] ?? steps[0]!;
  const last = index === steps.length - 1;

  const update = useCallback(() => setBox(measure(step.target)), [step.target]);

  useLayoutEffect(() => {
    const element = document.querySelector(step.target);
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element?.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    update();
    const settle = setTimeout(update, 400);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [step.target, update]);

  useEffect(() => {
    cardRef.current
      ?.querySelector<HTMLButtonElement>('button[data-next]')
      ?.focus({ preventScroll: true });
  }, [index]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDone('skipped');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDone]);

  return (
    <>
      <div className={classes.backdrop} data-dim={box ? undefined : true} aria-hidden="true" />
      {box && <div className={classes.spotlight} style={box} aria-hidden="true" />}
      <div
        ref={cardRef}
        className={classes.card}
        style={cardPlacement(box)}
        role="dialog"
        aria-modal="true"
        aria-labelledby="tree-tour-title"
        aria-describedby="tree-tour-text"
      >
        <p className={classes.step}>
          Step {index + 1} of {steps.length}
        </p>
        <h2 id="tree-tour-title" className={classes.title}>
          {step.title}
        </h2>
        <p id="tree-tour-text" className={classes.text}>
          {step.text}
        </p>
        <div className={classes.footer}>
          <div className={classes.dots} aria-hidden="true">
            {steps.map((item, i) => (
              <span
                key={item.target}
                className={classes.dot}
                data-active={i === index || undefined}
              />
            ))}
          </div>
          <div className={classes.buttons}>
            {!last && (
              <button type="button" className={classes.skip} onClick={() => onDone('skipped')}>
                Skip
              </button>
            )}
            <GameButton
              data-next
              color="green"
              size="sm"
              onClick={() => (last ? onDone('finished') : setIndex(index + 1))}
            >
              {last ? "Let's grow!" : 'Next'}
            </GameButton>
          </div>
        </div>
      </div>
    </>
  );
}
