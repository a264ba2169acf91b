import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
} from 'react';
import { useFocusTrap, useMergedRef } from '@mantine/hooks';
import { FERTILIZE, WATER, WILT_AFTER_HOURS } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import classes from './tree-tour.module.css';

export interface TourStep {
  /**
   * What the step points at (a CSS selector); the card sits beside it, or is centred when it
   * is not there.
   */
  target: string;
  title: string;
  text: string;
}

export const MY_TREE_TOUR: TourStep[] = [
  {
    // The tree itself, not the whole scene, so the card can sit beside it.
    target: '[data-tour="tree"] img',
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

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export type CardSide = 'below' | 'above' | 'right' | 'left';

const GAP = 14;
const PAD = 6;
/** The card keeps this far from the screen's edges. */
const EDGE = 12;
/** The card's size before it has been measured. */
const CARD_GUESS: Size = { width: 340, height: 230 };

const clamp = (value: number, min: number, max: number) =>
  Math.max(min, Math.min(value, Math.max(min, max)));

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Where the card goes, beside the highlighted box and never over it: below, above, right or
 * left, the first side with room for the whole card. When no side has room (a target as big
 * as the screen), the side where the card covers the least of it.
 */
export function placeCard(
  target: Box,
  card: Size,
  viewport: Size,
): { side: CardSide; top: number; left: number } {
  const maxLeft = viewport.width - card.width - EDGE;
  const maxTop = viewport.height - card.height - EDGE;
  const centredLeft = clamp(target.left + target.width / 2 - card.width / 2, EDGE, maxLeft);
  const centredTop = clamp(target.top + target.height / 2 - card.height / 2, EDGE, maxTop);
  const candidates: { side: CardSide; top: number; left: number; room: number }[] = [
    {
      side: 'below',
      top: clamp(target.top + target.height + GAP, EDGE, maxTop),
      left: centredLeft,
      room: viewport.height - (target.top + target.height) - GAP - EDGE - card.height,
    },
    {
      side: 'above',
      top: clamp(target.top - GAP - card.height, EDGE, maxTop),
      left: centredLeft,
      room: target.top - GAP - EDGE - card.height,
    },
    {
      side: 'right',
      top: centredTop,
      left: clamp(target.left + target.width + GAP, EDGE, maxLeft),
      room: viewport.width - (target.left + target.width) - GAP - EDGE - card.width,
    },
    {
      side: 'left',
      top: centredTop,
      left: clamp(target.left - GAP - card.width, EDGE, maxLeft),
      room: target.left - GAP - EDGE - card.width,
    },
  ];
  const fits = candidates.find((candidate) => candidate.room >= 0);
  const chosen =
    fits ??
    candidates.reduce((best, candidate) => {
      const covered = (c: typeof candidate) => overlap(target, { ...c, ...card });
      return covered(candidate) < covered(best) ? candidate : best;
    });
  return { side: chosen.side, top: chosen.top, left: chosen.left };
}

function cardPlacement(box: Box | null, card: Size): CSSProperties {
  if (!box) return { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' };
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const { top, left } = placeCard(box, card, viewport);
  return { top, left };
}

/** The part of the element that can be seen: its box cut by every ancestor that clips. */
function visibleRect(element: Element) {
  const rect = element.getBoundingClientRect();
  let top = rect.top;
  let left = rect.left;
  let right = rect.right;
  let bottom = rect.bottom;
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    if (getComputedStyle(parent).overflow === 'visible') continue;
    const clip = parent.getBoundingClientRect();
    top = Math.max(top, clip.top);
    left = Math.max(left, clip.left);
    right = Math.min(right, clip.right);
    bottom = Math.min(bottom, clip.bottom);
  }
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

function measure(selector: string): Box | null {
  const element = document.querySelector(selector);
  if (!element) return null;
  const rect = visibleRect(element);
  if (rect.width === 0 || rect.height === 0) return null;
  return {
    top: rect.top - PAD,
    left: rect.left - PAD,
    width: rect.width + PAD * 2,
    height: rect.height + PAD * 2,
  };
}

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled)';

/**
 * Where focus goes when the tour closes: back where it was, or, when that is gone (the Plant
 * button the tree replaced) or was nowhere, to the first control the tour pointed at (Water).
 */
function focusAfterTour(previous: Element | null, steps: TourStep[]) {
  const tryFocus = (element: Element | null | undefined) => {
    if (!(element instanceof HTMLElement) || !element.isConnected) return false;
    element.focus({ preventScroll: true });
    return document.activeElement === element;
  };
  if (previous !== document.body && tryFocus(previous)) return;
  for (const step of steps) {
    const target = document.querySelector(step.target);
    if (tryFocus(target?.matches(FOCUSABLE) ? target : target?.querySelector(FOCUSABLE))) return;
  }
}

/**
 * A few steps pointing at the parts of My Tree, with Next and Skip. It is a modal dialog:
 * focus moves into it, Tab stays inside it, Escape skips it, and focus comes back after.
 */
export function TreeTour({
  steps = MY_TREE_TOUR,
  onDone,
}: {
  steps?: TourStep[];
  onDone: (how: 'finished' | 'skipped') => void;
}) {
  const [index, setIndex] = useState(0);
  const [box, setBox] = useState<Box | null>(null);
  const [cardSize, setCardSize] = useState<Size>(CARD_GUESS);
  const cardRef = useRef<HTMLDivElement>(null);
  const trapRef = useFocusTrap(true);
  const cardRefs = useMergedRef(cardRef, trapRef);
  const step = steps[index] ?? steps[0]!;
  const last = index === steps.length - 1;

  const update = useCallback(() => {
    setBox(measure(step.target));
    const card = cardRef.current?.getBoundingClientRect();
    if (card && card.width > 0 && card.height > 0) {
      setCardSize((size) =>
        size.width === card.width && size.height === card.height
          ? size
          : { width: card.width, height: card.height },
      );
    }
  }, [step.target]);

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

  // Declared before the effect that focuses Next, so it sees where focus was before the tour.
  useEffect(() => {
    const previous = document.activeElement;
    return () => focusAfterTour(previous, steps);
    // Once per opening: where focus was when the tour opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
        ref={cardRefs}
        className={classes.card}
        style={cardPlacement(box, cardSize)}
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
              data-autofocus
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
