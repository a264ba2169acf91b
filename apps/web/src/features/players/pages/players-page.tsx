import { useSearchParams } from 'react-router';
import { IconChevronLeft, IconChevronRight, IconPlant2, IconX } from '@tabler/icons-react';
import { PAGE_LIMIT, playerStatusFilters, type PlayerStatusFilter } from '@punla/contract';
import { AdminToolbar } from '#shared/ui/admin-list.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { PLAYER_SEARCH_PAGE_SIZE, usePlayerSearch } from '../api/search-players.ts';
import { PlayerSearchForm } from '../components/player-search-form.tsx';
import { PlayerTable } from '../components/player-table.tsx';
import {
  EMPTY,
  NO_MATCH_TITLE,
  SEARCH,
  foundText,
  noMatchText,
  pageText,
  type StatusChoice,
} from '../components/players-text.ts';
import classes from '../components/players.module.css';

/** The search as the address carries it, so Back from a file comes back to the same list. */
function searchOf(params: URLSearchParams) {
  const wanted = params.get('status');
  const status = playerStatusFilters.find((value) => value === wanted);
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    status: status as PlayerStatusFilter | undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Admin: find a player by the start of their username, e-mail address or id. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const found = usePlayerSearch(search);
  const status: StatusChoice = search.status ?? 'all';
  const go = (next: { q?: string; status?: StatusChoice; page?: number }) => {
    const merged = { q: search.q, status, page: 1, ...next };
    const query: Record<string, string> = {};
    if (merged.q) query.q = merged.q;
    if (merged.status !== 'all') query.status = merged.status;
    if (merged.page > 1) query.page = String(merged.page);
    // A search replaces the address's entry; a filter or a page is a step Back returns to.
    setParams(query, { replace: next.page === undefined && next.status === undefined });
  };

  const data = found.data;
  const pages = data ? Math.ceil(data.total / PLAYER_SEARCH_PAGE_SIZE) : 0;
  // Past the counted players, a next page is there while this one is full (and the server's
  // last page is its limit).
  const hasNext = data
    ? data.totalCapped
      ? data.items.length === PLAYER_SEARCH_PAGE_SIZE && search.page < PAGE_LIMIT
      : search.page < pages
    : false;
  const lead = data
    ? `${foundText(data.total, data.totalCapped, status)}. ${SEARCH.lead}`
    : SEARCH.lead;

  let results;
  if (found.isPending) results = <Loading label={SEARCH.loading} />;
  else if (found.isError && !data) {
    results = <LoadFailed error={found.error} onRetry={() => void found.refetch()} />;
  } else if (data && data.items.length === 0) {
    results = (
      <div className={adminClasses.empty}>
        <span className={adminClasses.emptyIcon} aria-hidden="true">
          <IconPlant2 size={30} stroke={2.2} />
        </span>
        {search.q && <h3 className={adminClasses.emptyTitle}>{NO_MATCH_TITLE}</h3>}
        <p>{search.q ? noMatchText(search.q, status) : EMPTY[status]}</p>
        {search.q && (
          <GameButton
            color="yellow"
            onClick={() => go({ q: '' })}
            leftSection={<IconX size={18} stroke={2.6} />}
          >
            {SEARCH.clear}
          </GameButton>
        )}
      </div>
    );
  } else if (data) {
    results = (
      <>
        <div className={classes.results}>
          <PlayerTable players={data.items} busy={found.isPlaceholderData} />
        </div>
        {(search.page > 1 || hasNext) && (
          <nav className={classes.pager} aria-label={SEARCH.pages}>
            <GameButton
              size="sm"
              color="blue"
              disabled={search.page === 1}
              onClick={() => go({ page: search.page - 1 })}
              leftSection={<IconChevronLeft size={18} stroke={2.6} />}
            >
              {SEARCH.previous}
            </GameButton>
            <span className={classes.pagerText}>
              {pageText(search.page, pages, data.totalCapped)}
            </span>
            <GameButton
              size="sm"
              color="blue"
              disabled={!hasNext}
              onClick={() => go({ page: search.page + 1 })}
              rightSection={<IconChevronRight size={18} stroke={2.6} />}
            >
              {SEARCH.next}
            </GameButton>
          </nav>
        )}
      </>
    );
  }

  return (
    <div className={classes.page}>
      <AdminToolbar title={SEARCH.title} lead={lead} />
      <PlayerSearchForm
        q={search.q}
        status={status}
        onSearch={(q) => go({ q })}
        onStatus={(chosen) => go({ status: chosen })}
      />
      <div aria-live="polite" className={classes.srOnly}>
        {data && !found.isPlaceholderData ? foundText(data.total, data.totalCapped, status) : ''}
      </div>
      {results}
    </div>
  );
}

export default PlayersPage;
