import { useEffect, useState, type ReactNode } from 'react';
import { IconCloud, IconPlant2, IconTrees, IconUsers } from '@tabler/icons-react';
import { pluralOf } from '@punla/contract';
import { getPublicStats, type PublicStats } from '../api/get-public-stats.ts';
import classes from './live-totals.module.css';

const ICON = { size: 24, stroke: 2.2 } as const;
const REFRESH_MS = 60_000;

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

/** The landing page's row of live totals; it quietly steps aside when they cannot be read. */
export function LiveTotals() {
  const totals = useLiveTotals();
  if (totals.status === 'failed') return null;
  const data = totals.status === 'ready' ? totals.stats : null;

  return (
    <section className={classes.totals} aria-labelledby="live-totals-title" aria-busy={!data}>
      <h2 id="live-totals-title" className={classes.title}>
        <span className={classes.dot} aria-hidden="true" /> Growing together, live
      </h2>
      <ul className={classes.figures}>
        {FIGURES.map((figure) => (
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
