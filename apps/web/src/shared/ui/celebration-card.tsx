import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { FocusTrap } from '@mantine/core';
import classes from './celebration-card.module.css';

const COLOURS = ['#62b63a', '#86d65a', '#f5bd1c', '#ffe389', '#40a1e7', '#e0452f', '#3f8a22'];

/** What falls over a celebration: leaves with some confetti, or confetti with some stars. */
export type CelebrationPieces = 'leaves' | 'stars';

function shapeOf(pieces: CelebrationPieces, index: number): string {
  if (pieces === 'stars') return index % 3 === 0 ? 'star' : 'confetti';
  return index % 3 === 0 ? 'confetti' : 'leaf';
}

function FallingPieces({ pieces: kind }: { pieces: CelebrationPieces }) {
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
        shape: shapeOf(kind, i),
      })),
    [kind],
  );
  return pieces.map((piece, i) => (
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
  ));
}

interface CelebrationCardProps {
  /** Id of the title, which names the dialog. */
  titleId: string;
  /** Id of the text that describes the dialog, if any. */
  describedBy?: string;
  /** The picture over the card (a tree, a medal), half above its top edge. */
  art: ReactNode;
  /** The small label over the title: "New stage", "Level up". */
  eyebrow: ReactNode;
  title: ReactNode;
  pieces: CelebrationPieces;
  onClose: () => void;
  /** A click anywhere closes it ("Tap anywhere to continue"); otherwise only the backdrop. */
  closeOnAnyClick?: boolean;
  /** Keeps focus inside the card while it is open (when it holds buttons). */
  trapFocus?: boolean;
  /** Told when the pointer comes to rest on the card and when it leaves: a timer can wait. */
  onHoldChange?: (held: boolean) => void;
  /** Extra class on the card, e.g. to tune its spacing. */
  className?: string;
  children?: ReactNode;
}

/** A line in a soft green box under the title: what the moment brings. */
export function CelebrationNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={classes.note}>
      {children}
    </p>
  );
}

/** A full-screen game celebration: a raised card over a glowing backdrop with falling pieces. */
export function CelebrationCard({
  titleId,
  describedBy,
  art,
  eyebrow,
  title,
  pieces,
  onClose,
  closeOnAnyClick = false,
  trapFocus = false,
  onHoldChange,
  className,
  children,
}: CelebrationCardProps) {
  const card = (
    <div
      className={[classes.card, className ?? ''].join(' ')}
      onPointerEnter={onHoldChange && (() => onHoldChange(true))}
      onPointerLeave={onHoldChange && (() => onHoldChange(false))}
    >
      {art}
      <span className={classes.eyebrow}>{eyebrow}</span>
      <h2 id={titleId} className={classes.title}>
        {title}
      </h2>
      {children}
    </div>
  );
  return (
    <div
      className={classes.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-close-on-any-click={closeOnAnyClick || undefined}
      onClick={(event) => {
        if (closeOnAnyClick || event.target === event.currentTarget) onClose();
      }}
    >
      <FallingPieces pieces={pieces} />
      {trapFocus ? <FocusTrap active>{card}</FocusTrap> : card}
    </div>
  );
}
