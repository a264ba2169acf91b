import { useEffect, type ReactNode } from 'react';
import { AreaChart, BarChart } from '@mantine/charts';
import { type Dashboard, pluralOf } from '@punla/contract';
import classes from './dashboard.module.css';

const numberFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
});

/** "Jun 3" from "2026-06-03". */
export function formatDay(day: string): string {
  const parsed = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? day : dayFormat.format(parsed);
}

/** One row a day: the sign-ups and the XP of that day, oldest first. */
export function perDayRows(data: Pick<Dashboard, 'signUpsPerDay' | 'xpPerDay'>) {
  const days = new Map<string, { signUps: number; xp: number }>();
  for (const row of data.signUpsPerDay) days.set(row.day, { signUps: row.value, xp: 0 });
  for (const row of data.xpPerDay) {
    days.set(row.day, { signUps: days.get(row.day)?.signUps ?? 0, xp: row.value });
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, values]) => ({ day: formatDay(day), 'Sign-ups': values.signUps, XP: values.xp }));
}

const formatValue = (value: number) => numberFormat.format(value);

/** The span recharts appends to the body to measure its labels (recharts' DOMUtils). */
export const RECHARTS_MEASUREMENT_SPAN_ID = 'recharts_measurement_span';

/**
 * Takes recharts' text-measurement span out of the body when the charts leave: it holds the
 * last label measured ("70"), off-screen, and would stay in the text of every later page.
 */
export function useMeasurementSpanCleanup() {
  useEffect(
    () => () => {
      document.getElementById(RECHARTS_MEASUREMENT_SPAN_ID)?.remove();
    },
    [],
  );
}

/** A titled card of the dashboard, with a line saying what it shows. */
export function ChartCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={classes.chartCard} aria-label={title}>
      <h3 className={classes.chartTitle}>{title}</h3>
      <p className={classes.chartLead}>{lead}</p>
      {children}
    </section>
  );
}

interface PerDayChartProps {
  title: string;
  lead: string;
  rows: ReturnType<typeof perDayRows>;
  /** The column of `rows` drawn, and its colour. */
  series: { name: 'Sign-ups' | 'XP'; color: string };
}

/** One figure a day over the last 30 days, as an area. */
function PerDayChart({ title, lead, rows, series }: PerDayChartProps) {
  return (
    <ChartCard title={title} lead={lead}>
      <AreaChart
        h={220}
        data={rows}
        dataKey="day"
        series={[series]}
        curveType="monotone"
        tickLine="none"
        gridAxis="y"
        withDots={false}
        valueFormatter={formatValue}
        xAxisProps={{ minTickGap: 24 }}
        // Counts: no tick at 0.5 sign-ups.
        yAxisProps={{ allowDecimals: false }}
      />
    </ChartCard>
  );
}

/** Trees by stage, and sign-ups and XP earned per day over the last 30 days. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const stages = data.treesByStage.map((row) => ({ stage: row.name, Trees: row.count }));
  const perDay = perDayRows(data);
  const signUps = data.signUpsPerDay.reduce((sum, row) => sum + row.value, 0);
  const xp = data.xpPerDay.reduce((sum, row) => sum + row.value, 0);
  useMeasurementSpanCleanup();

  return (
    <div className={classes.charts}>
      <ChartCard
        title="Trees by stage"
        lead={`${numberFormat.format(data.treesPlanted)} ${pluralOf(data.treesPlanted, 'tree')} planted in all`}
      >
        <BarChart
          h={260}
          data={stages}
          dataKey="stage"
          orientation="vertical"
          series={[{ name: 'Trees', color: 'leaf.6' }]}
          tickLine="none"
          gridAxis="x"
          valueFormatter={formatValue}
          maxBarWidth={26}
          withBarValueLabel
          barProps={{ radius: [0, 8, 8, 0] }}
          // The count axis of a vertical bar chart is X: whole trees only.
          xAxisProps={{ allowDecimals: false }}
          yAxisProps={{ width: 84, interval: 0 }}
        />
      </ChartCard>
      <PerDayChart
        title="Sign-ups per day"
        lead={`${numberFormat.format(signUps)} in the last 30 days`}
        rows={perDay}
        series={{ name: 'Sign-ups', color: 'sky.6' }}
      />
      <PerDayChart
        title="XP earned per day"
        lead={`${numberFormat.format(xp)} XP in the last 30 days`}
        rows={perDay}
        series={{ name: 'XP', color: 'sun.6' }}
      />
    </div>
  );
}
