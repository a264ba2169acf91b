import '@mantine/charts/styles.css';
import {
  IconActivity,
  IconCalendarCheck,
  IconCoin,
  IconHourglass,
  IconMailOff,
  IconShieldCheck,
  IconShoppingBag,
  IconTrees,
  IconUserCheck,
  IconUserOff,
  IconUsers,
  IconUsersPlus,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { countOf, type Dashboard, pluralOf } from '@punla/contract';
import { paths } from '#shared/paths.ts';
import { formatGameDate, formatGameLastDay } from '#shared/game-time.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { QueryState } from '#shared/ui/query-state.tsx';
import { useDashboard } from '../api/get-dashboard.ts';
import { ComingBack } from '../components/coming-back.tsx';
import { COMING_BACK } from '../components/coming-back-text.ts';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { QuickLinks } from '../components/quick-links.tsx';
import { StatCard } from '../components/stat-card.tsx';
import classes from '../components/dashboard.module.css';

const numberFormat = new Intl.NumberFormat('en-US');
const n = (value: number) => numberFormat.format(value);
const ICON = { size: 24, stroke: 2.2 } as const;

/** "64% of players". */
function share(part: number, whole: number): string {
  if (whole === 0) return 'No players yet';
  return `${Math.round((part / whole) * 100)}% of players`;
}

function seasonDetail(season: Dashboard['currentSeason']): string {
  if (!season) return 'Create one in Seasons';
  const days = season.daysLeft <= 1 ? 'Last day' : `${countOf(season.daysLeft, 'day')} left`;
  return `${days} · until ${formatGameLastDay(season.endDate)}`;
}

function Stats({ data }: { data: Dashboard }) {
  return (
    <div className={classes.stats}>
      <StatCard label="Players" value={n(data.players)} icon={<IconUsers {...ICON} />} />
      <StatCard
        label="Verified"
        value={n(data.verifiedPlayers)}
        detail={share(data.verifiedPlayers, data.players)}
        icon={<IconUserCheck {...ICON} />}
        tone="sky"
      />
      <StatCard
        label="Active today"
        value={n(data.activeToday)}
        detail={share(data.activeToday, data.players)}
        icon={<IconActivity {...ICON} />}
        tone="berry"
      />
      <StatCard label="Trees planted" value={n(data.treesPlanted)} icon={<IconTrees {...ICON} />} />
      <StatCard
        label="Eligible players"
        value={n(data.eligiblePlayers)}
        detail="For the next planting event"
        icon={<IconCalendarCheck {...ICON} />}
        tone="leaf"
      />
      <StatCard
        label="Coins in circulation"
        value={n(data.coinsInCirculation)}
        detail="In players’ wallets"
        icon={<IconCoin {...ICON} />}
        tone="sun"
      />
      <StatCard
        label="Purchases"
        value={n(data.purchases.count)}
        detail={`${n(data.purchases.coinsSpent)} ${pluralOf(data.purchases.coinsSpent, 'coin')} spent`}
        icon={<IconShoppingBag {...ICON} />}
        tone="sun"
      />
      <StatCard
        label="Referrals"
        value={n(data.referrals.count)}
        detail={`${n(data.referrals.rewarded)} rewarded`}
        icon={<IconUsersPlus {...ICON} />}
        tone="sky"
      />
      <StatCard
        label="Current season"
        value={data.currentSeason?.name ?? 'None running'}
        detail={seasonDetail(data.currentSeason)}
        icon={<IconHourglass {...ICON} />}
        tone="bark"
      />
      <StatCard
        label="Mails not delivered"
        value={n(data.failedMails)}
        detail={
          <>
            Refused on every try, last 7 days
            {data.retryingMails > 0 && (
              <span
                className={classes.statMore}
              >{`${n(data.retryingMails)} still being tried`}</span>
            )}
          </>
        }
        icon={<IconMailOff {...ICON} />}
        tone={data.failedMails > 0 ? 'berry' : data.retryingMails > 0 ? 'sun' : 'leaf'}
      />
      <StatCard
        label="Suspended players"
        value={n(data.suspendedPlayers)}
        detail={data.suspendedPlayers > 0 ? 'Cannot sign in for now' : 'Nobody suspended'}
        icon={<IconUserOff {...ICON} />}
        tone="bark"
      />
      <StatCard
        label="Fair-play flags"
        value={n(data.openFairPlayFlags)}
        detail={
          <Link to={paths.admin.fairPlay} className={classes.statLink}>
            {data.openFairPlayFlags > 0 ? 'Waiting for your review' : 'Nothing to review'}
          </Link>
        }
        icon={<IconShieldCheck {...ICON} />}
        tone={data.openFairPlayFlags > 0 ? 'berry' : 'leaf'}
      />
    </div>
  );
}

/** Admin: the game at a glance, and a way into every manage page. */
export function DashboardPage() {
  const username = useSessionStore((state) => state.loggedUser?.username);
  const dashboard = useDashboard();

  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <div>
          <span className={classes.heroEyebrow}>Punla admin</span>
          <h2 className={classes.heroTitle}>
            {username ? `Welcome back, ${username}` : 'Welcome back'}
          </h2>
        </div>
        <span className={classes.heroDate}>{formatGameDate(new Date())}</span>
      </header>
      <section aria-labelledby="numbers-title" className={classes.section}>
        <h2 id="numbers-title" className={classes.sectionTitle}>
          The game today
        </h2>
        <QueryState query={dashboard} loadingLabel="Loading the dashboard" loadingShape="cards">
          {(data) => <Stats data={data} />}
        </QueryState>
      </section>
      <section aria-labelledby="manage-title" className={classes.section}>
        <h2 id="manage-title" className={classes.sectionTitle}>
          Manage
        </h2>
        <QuickLinks />
      </section>
      {dashboard.data && (
        <section aria-labelledby="coming-back-title" className={classes.section}>
          <h2 id="coming-back-title" className={classes.sectionTitle}>
            {COMING_BACK.title}
          </h2>
          <ComingBack data={dashboard.data} />
        </section>
      )}
      {dashboard.data && (
        <section aria-labelledby="trends-title" className={classes.section}>
          <h2 id="trends-title" className={classes.sectionTitle}>
            Trends
          </h2>
          <DashboardCharts data={dashboard.data} />
        </section>
      )}
    </div>
  );
}

export default DashboardPage;
