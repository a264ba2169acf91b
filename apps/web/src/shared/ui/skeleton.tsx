import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import classes from './skeleton.module.css';

/** The shapes a loading page can take: list rows, a grid of cards, or a panel of text. */
export type SkeletonShape = 'rows' | 'cards' | 'panel';

interface SkeletonStatusProps {
  /** What is loading, for screen readers ("Loading your trees"). */
  label: string;
  children: ReactNode;
  /** The placeholder's own layout (a page's frame); else the shapes are stacked. */
  className?: string;
}

/**
 * A loading placeholder that screen readers announce: a busy status named by `label`, its
 * grey shapes hidden from them.
 */
export function SkeletonStatus({ label, children, className }: SkeletonStatusProps) {
  return (
    <div
      className={className ?? classes.skeleton}
      role="status"
      aria-busy="true"
      aria-label={label}
    >
      <span className={classes.srOnly}>{label}</span>
      <div className={classes.shapes} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/** A few list rows: a picture, two lines of text and a button. */
export function SkeletonRows({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className={classes.row}>
      <Skeleton height={52} width={52} radius={14} />
      <div className={classes.rowText}>
        <Skeleton height={14} width="60%" radius="xl" />
        <Skeleton height={10} width="40%" radius="xl" />
      </div>
      <Skeleton height={36} width={72} radius={12} />
    </div>
  ));
}

/** A grid of cards: a picture above two lines. */
export function SkeletonCards({ count = 4 }: { count?: number }) {
  return (
    <div className={classes.cards}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={classes.card}>
          <Skeleton height={110} radius={14} />
          <Skeleton height={14} width="70%" radius="xl" />
          <Skeleton height={10} width="45%" radius="xl" />
        </div>
      ))}
    </div>
  );
}

/** A panel: a title and a few lines of text. */
export function SkeletonPanel({ lines = 4 }: { lines?: number }) {
  return (
    <div className={classes.panel}>
      <Skeleton height={22} width="50%" radius="xl" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          height={12}
          width={index === lines - 1 ? '65%' : '100%'}
          radius="xl"
        />
      ))}
    </div>
  );
}

const SHAPES: Record<SkeletonShape, () => ReactNode> = {
  rows: () => <SkeletonRows />,
  cards: () => <SkeletonCards />,
  panel: () => <SkeletonPanel />,
};

/** A skeleton of one of the common shapes, announced as loading. */
export function LoadingSkeleton({
  label,
  shape = 'rows',
}: {
  label: string;
  shape?: SkeletonShape;
}) {
  return <SkeletonStatus label={label}>{SHAPES[shape]()}</SkeletonStatus>;
}
