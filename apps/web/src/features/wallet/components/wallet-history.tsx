import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { countOf } from '@punla/contract';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { useWalletHistory } from '../api/get-wallet-history.ts';
import { formatAmount, formatCoins, formatEntryDate } from './format.ts';
import classes from './wallet.module.css';

/** Every coin in and out, newest first, a page at a time. */
export function WalletHistory({ userId }: { userId: string }) {
  const history = useWalletHistory(userId);

  if (history.isPending) return <Loading label="Loading the wallet history" />;
  if (history.isError) {
    return <LoadFailed error={history.error} onRetry={() => void history.refetch()} />;
  }

  const entries = history.data.pages.flatMap((page) => page.entries);
  const total = history.data.pages[0]?.total ?? 0;
  if (entries.length === 0) {
    return (
      <div className={classes.empty}>
        <p>No coins have moved yet. Claim a quest or grow a tree to earn your first ones.</p>
      </div>
    );
  }
  return (
    <div className={classes.history}>
      <ul className={classes.entries} aria-label="Wallet history">
        {entries.map((entry) => {
          const gain = entry.amount >= 0;
          return (
            <li key={entry.id} className={classes.entry}>
              <span className={classes.entryIcon} data-gain={gain || undefined} aria-hidden="true">
                {gain ? (
                  <IconArrowUpRight size={18} stroke={2.6} />
                ) : (
                  <IconArrowDownRight size={18} stroke={2.6} />
                )}
              </span>
              <span className={classes.entryText}>
                <span className={classes.entryDescription}>{entry.description}</span>
                <time className={classes.entryDate} dateTime={entry.createdAt}>
                  {formatEntryDate(entry.createdAt)}
                </time>
              </span>
              <span className={classes.entryNumbers}>
                <span className={classes.amount} data-gain={gain || undefined}>
                  {formatAmount(entry.amount)}
                </span>
                <span className={classes.after}>Balance {formatCoins(entry.balanceAfter)}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className={classes.count}>
        Showing {entries.length} of {countOf(total, 'entry', 'entries')}
      </p>
      {history.hasNextPage && (
        <GameButton
          color="blue"
          size="sm"
          fullWidth
          loading={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          Load more
        </GameButton>
      )}
    </div>
  );
}
