import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { IconCloud, IconPlant2, IconSeedling, IconTrees, IconUsers } from '@tabler/icons-react';
import { pluralOf } from '@punla/contract';
import { getPublicStats, type PublicStats } from '../api/get-public-stats.ts';
import classes from './live-totals.module.css';

const ICON = { size: 24, stroke: 2.2 } as const;
const REFRESH_MS = 60_000;

/**
 * Below this many players, or before the first tree is planted, the totals would advertise how
 * empty the game is ("0 trees planted · 0 players"): the row invites the first players instead.
 */
export const TOTALS_SHOWN_FROM_PLAYERS = 10;
export const NEW_FOREST_TITLE = 'A new forest is just starting';
export const NEW_FOREST_TEXT =
  'Be one of its first players: plant a seedling today, and the live totals will appear here as the forest grows.';

/** Whether the totals are big enough to show (see TOTALS_SHOWN_FROM_PLAYERS). */
const totalsWorthShowing = (stats: PublicStats) =>
  stats.players >= TOTALS_SHOWN_FROM_PLAYERS && stats.treesPlanted > 0;

const numberFormat = new Intl.NumberFormat('en-PH');

interface Figure {
  key: keyof PublicStats;
  tone: 'green' | 'blue' | 'yellow' | 'brown';
  icon: ReactNode;
  value: (stats: PublicStats) => string;
  /** The words after the figure, in the plural while the figures load. */
  label: (stats: PublicStats | null) => string;
}

/** The noun for a figure: "1 tree planted", "2 trees planted"; plural while loading. */
const nounFor = (count: number | undefined, singular: string, plural?: string) =>
  pluralOf(count ?? 0, singular, plural);

const FIGURES: Figure[] = [
  {
    key: 'treesPlanted',
    tone: 'green',
    icon: <IconPlant2 {...ICON} />,
    value: (stats) => numberFormat.format(stats.treesPlanted),
    label: (stats) => `${nounFor(stats?.treesPlanted, 'tree')} planted`,
  },
  {
    key: 'players',
    tone: 'blue',
    icon: <IconUsers {...ICON} />,
    value: (stats) => numberFormat.format(stats.players),
    label: (stats) => nounFor(stats?.players, 'player'),
  },
  {
    key: 'matureTrees',
    tone: 'yellow',
    icon: <IconTrees {...ICON} />,
    value: (stats) => numberFormat.format(stats.matureTrees),
    label: (stats) => `mature ${nounFor(stats?.matureTrees, 'tree')}`,
  },
  {
    key: 'co2KgPerYearEstimate',
    tone: 'brown',
    icon: <IconCloud {...ICON} />,
    value: (stats) => `≈ ${numberFormat.format(stats.co2KgPerYearEstimate)} kg`,
    label: () => 'CO₂ a year once mature (estimate)',
  },
];

type TotalsState =
  { status: 'loading' } | { status: 'ready'; stats: PublicStats } | { status: 'failed' };

/**
 * The totals, read on arrival and every minute while the tab is visible. A plain effect rather
 * than a query library keeps the landing page's first load small. A failed refresh keeps the
 * last figures.
 */
export function useLiveTotals(): TotalsState {
  const [state, setState] = useState<TotalsState>({ status: 'loading' });
  useEffect(() => {
    let controller: AbortController | null = null;
    const load = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const stats = await getPublicStats(current.signal);
        if (!current.signal.aborted) setState({ status: 'ready', stats });
      } catch {
        if (!current.signal.aborted) {
          setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
        }
      }
    };
    void load();
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'hidden') void load();
    }, REFRESH_MS);
    return () => {
      window.clearInterval(timer);
      controller?.abort();
    };
  }, []);
  return state;
}

/** Before the totals are worth showing: a warm welcome to the first players. */
function NewForest() {
  return (
    <section className={classes.newForest} aria-labelledby="live-totals-title">
      <span className={classes.newForestIcon} data-tone="green" aria-hidden="true">
        <IconSeedling size={28} stroke={2.2} />
      </span>
      <div>
        <h2 id="live-totals-title" className={classes.newForestTitle}>
          {NEW_FOREST_TITLE}
        </h2>
        <p className={classes.newForestText}>{NEW_FOREST_TEXT}</p>
      </div>
    </section>
  );
}

/**
 * The landing page's row of live totals; it quietly steps aside when they cannot be read. A
 * figure still at 0 (no mature tree yet) is left out, and while the game is new the row gives
 * way to a welcome.
 */
export function LiveTotals() {
  const totals = useLiveTotals();
  if (totals.status === 'failed') return null;
  const data = totals.status === 'ready' ? totals.stats : null;
  if (data && !totalsWorthShowing(data)) return <NewForest />;
  const figures = data ? FIGURES.filter((figure) => data[figure.key] > 0) : FIGURES;

  return (
    <section className={classes.totals} aria-labelledby="live-totals-title" aria-busy={!data}>
      <h2 id="live-totals-title" className={classes.title}>
        <span className={classes.dot} aria-hidden="true" /> Growing together, live
      </h2>
      <ul className={classes.figures} style={{ '--figure-count': figures.length } as CSSProperties}>
        {figures.map((figure) => (
          <li key={figure.key} className={classes.figure}>
            <span className={classes.icon} data-tone={figure.tone} aria-hidden="true">
              {figure.icon}
            </span>
            {data ? (
              <strong className={classes.value}>{figure.value(data)}</strong>
            ) : (
              <span className={classes.skeleton} aria-hidden="true" />
            )}
            <span className={classes.label}>{figure.label(data)}</span>
          </li>
        ))}
      </ul>
      {!data && (
        <span className={classes.srOnly} role="status">
          Loading the live totals
        </span>
      )}
    </section>
  );
}
