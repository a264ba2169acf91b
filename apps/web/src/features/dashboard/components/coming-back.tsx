import type { Dashboard } from '@punla/contract';
import { ActivePlayersChart } from './active-players-chart.tsx';
import { FunnelBars } from './funnel-bars.tsx';
import { RetentionTable } from './retention-table.tsx';
import classes from './coming-back.module.css';

/** Whether players come back: active players, weekly sign-ups' return, and the funnel. */
export function ComingBack({ data }: { data: Dashboard }) {
  return (
    <div className={classes.grid}>
      <ActivePlayersChart data={data} />
      <RetentionTable cohorts={data.retention} />
      <FunnelBars funnel={data.funnel} />
    </div>
  );
}
