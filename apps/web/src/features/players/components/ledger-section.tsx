import { useEffect, useRef, useState } from 'react';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { PlayerWalletLedgerPage, PlayerXpLedgerPage } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LoadFailed } from '#shared/ui/query-state.tsx';
import {
  usePlayerLedgerPage,
  type LedgerName,
  type LedgerPages,
} from '../api/list-player-ledger.ts';
import { DataTable, type Column, type Row } from './data-table.tsx';
import { FileSection } from './file-section.tsx';
import { LEDGER, SECTION, xpReasonText } from './players-text.ts';
import classes from './players.module.css';

const numberFormat = new Intl.NumberFormat('en-PH', { signDisplay: 'exceptZero' });
const signed = (value: number) => numberFormat.format(value).replace('-', '\u2212');
const plain = new Intl.NumberFormat('en-PH');

const WALLET_COLUMNS: Column[] = [
  { key: 'when', label: LEDGER.when },
  { key: 'change', label: LEDGER.change, numeric: true },
  { key: 'what', label: LEDGER.what },
  { key: 'balance', label: LEDGER.balance, numeric: true },
];

const XP_COLUMNS: Column[] = [
  { key: 'when', label: LEDGER.when },
  { key: 'xp', label: LEDGER.xp, numeric: true },
  { key: 'what', label: LEDGER.what },
  { key: 'season', label: LEDGER.season },
];

const time = (iso: string) => <time dateTime={iso}>{formatGameDateTime(iso)}</time>;
const amount = (value: number) => (
  <span className={classes.amount} data-sign={value < 0 ? 'minus' : 'plus'}>
    {signed(value)}
  </span>
);

const walletRows = (page: PlayerWalletLedgerPage): Row[] =>
  page.items.map((entry) => ({
    key: entry.id,
    cells: [
      time(entry.createdAt),
      amount(entry.amount),
      entry.description,
      plain.format(entry.balanceAfter),
    ],
  }));

const xpRows = (page: PlayerXpLedgerPage): Row[] =>
  page.items.map((entry) => ({
    key: entry.id,
    cells: [
      time(entry.createdAt),
      amount(entry.amount),
      xpReasonText(entry.reason),
      entry.seasonId === null ? LEDGER.lifetime : LEDGER.seasonOf(entry.seasonId),
    ],
  }));

/**
 * A ledger of the file, newest first, a page at a time: the file brings the first page, and
 * "Older" and "Newer" read the others.
 */
export function LedgerSection<L extends LedgerName>({
  userId,
  ledger,
  first,
}: {
  userId: string;
  ledger: L;
  first: LedgerPages[L];
}) {
  const [page, setPage] = useState(1);
  const later = usePlayerLedgerPage(userId, ledger, page, first.size, page > 1);
  const shown = page === 1 ? first : later.data;
  const title = ledger === 'wallet' ? SECTION.wallet : SECTION.xp;
  const pager = useRef<HTMLElement>(null);
  const focusNext = useRef<'older' | 'newer' | null>(null);

  // A button that the move disables (the first or the last page) hands the focus to the other.
  useEffect(() => {
    if (!focusNext.current) return;
    const target = pager.current?.querySelector<HTMLButtonElement>(
      `[data-pager="${focusNext.current}"]`,
    );
    if (target && !target.disabled) {
      target.focus();
      focusNext.current = null;
    }
  });

  const move = (to: number, endsAt: boolean, other: 'older' | 'newer') => {
    if (endsAt) focusNext.current = other;
    setPage(to);
  };

  // While another page is on its way, the last one stays (the buttons keep the focus).
  const lastShown = useRef<LedgerPages[L]>(first);
  if (shown) lastShown.current = shown;
  const drawn = shown ?? lastShown.current;
  const hasOlder = page * first.size < drawn.total;

  let body;
  if (!shown && later.isError) {
    body = <LoadFailed error={later.error} onRetry={() => void later.refetch()} />;
  } else if (drawn.total === 0) {
    body = <p className={classes.empty}>{LEDGER.empty[ledger]}</p>;
  } else {
    const from = (drawn.page - 1) * drawn.size + 1;
    body = (
      <>
        <DataTable
          caption={title}
          busy={!shown}
          layout="ledger"
          columns={ledger === 'wallet' ? WALLET_COLUMNS : XP_COLUMNS}
          rows={
            ledger === 'wallet'
              ? walletRows(drawn as PlayerWalletLedgerPage)
              : xpRows(drawn as PlayerXpLedgerPage)
          }
        />
        {drawn.total > first.size ? (
          <nav className={classes.pager} aria-label={LEDGER.pageOf(title)} ref={pager}>
            <GameButton
              data-pager="newer"
              size="sm"
              color="blue"
              disabled={page === 1}
              onClick={() => move(page - 1, page - 1 === 1, 'older')}
              leftSection={<IconChevronLeft size={18} stroke={2.6} />}
            >
              {LEDGER.newer}
            </GameButton>
            <span className={classes.pagerText} aria-live="polite">
              {LEDGER.range(from, from + drawn.items.length - 1, drawn.total)}
            </span>
            <GameButton
              data-pager="older"
              size="sm"
              color="blue"
              disabled={!hasOlder}
              onClick={() => move(page + 1, (page + 1) * first.size >= drawn.total, 'newer')}
              rightSection={<IconChevronRight size={18} stroke={2.6} />}
            >
              {LEDGER.older}
            </GameButton>
          </nav>
        ) : (
          <p className={classes.pagerText}>
            {LEDGER.range(from, from + drawn.items.length - 1, drawn.total)}
          </p>
        )}
      </>
    );
  }
  return (
    <FileSection id={`ledger-${ledger}`} title={title}>
      {body}
    </FileSection>
  );
}
