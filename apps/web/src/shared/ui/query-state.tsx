import type { ReactNode } from 'react';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { getErrorText } from '../error-text.ts';
import { GameButton } from './game-button.tsx';
import { LoadingSkeleton, type SkeletonShape } from './skeleton.tsx';
import classes from './query-state.module.css';

/**
 * What shows while a query has nothing to show yet: a skeleton shaped like what will come
 * (list rows unless `shape` says otherwise), announced by `label` as busy.
 */
export function Loading({ label, shape }: { label: string; shape?: SkeletonShape }) {
  return <LoadingSkeleton label={label} shape={shape} />;
}

/** A query that failed: the server's message and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className={classes.failed} role="alert">
      <p>{getErrorText(error)}</p>
      <GameButton
        color="yellow"
        onClick={onRetry}
        leftSection={<IconRefresh size={20} stroke={2.4} />}
      >
        Try again
      </GameButton>
    </div>
  );
}

/** A short error in a red note: a form's problem, or why something cannot be shown. */
export function ErrorNote({ children, alert = true }: { children: ReactNode; alert?: boolean }) {
  return (
    <p className={classes.errorNote} role={alert ? 'alert' : undefined}>
      {children}
    </p>
  );
}

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** The skeleton's shape while loading (list rows unless told). */
  loadingShape?: SkeletonShape;
  children: (data: T) => ReactNode;
}

/** A query's data as `children` draws it; meanwhile its loader, or its error with "Try again". */
export function QueryState<T>({ query, loadingLabel, loadingShape, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} shape={loadingShape} />;
  if (query.isError) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
