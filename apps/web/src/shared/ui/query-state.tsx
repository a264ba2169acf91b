import type { ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { getErrorText } from '../error-text.ts';
import { GameButton } from './game-button.tsx';
import classes from './query-state.module.css';

/** The loader shown while a query has nothing to show yet; `label` names what is loading. */
export function Loading({ label }: { label: string }) {
  return (
    <div className={classes.center} role="status" aria-label={label}>
      <Loader color="leaf" type="dots" size="lg" />
    </div>
  );
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
  children: (data: T) => ReactNode;
}

/** A query's data as `children` draws it; meanwhile its loader, or its error with "Try again". */
export function QueryState<T>({ query, loadingLabel, children }: QueryStateProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
