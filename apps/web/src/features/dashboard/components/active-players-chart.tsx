import { LineChart } from '@mantine/charts';
import { IconChevronRight } from '@tabler/icons-react';
import type { Dashboard } from '@punla/contract';
import { COMING_BACK, formatCount, latestDayText, todaySoFarText } from './coming-back-text.ts';
import { ChartCard, formatDay, useMeasurementSpanCleanup } from './dashboard-charts.tsx';
import { Missing } from './missing.tsx';
import classes from './coming-back.module.css';

const TEXT = COMING_BACK.active;
type ActiveDay = Dashboard['activePlayers'][number];

/** One row a day for the chart, oldest first; a day not counted yet is a gap in the lines. */
export function activeRows(days: ActiveDay[]) {
  return days.map((row) => ({
    day: formatDay(row.day),
    [TEXT.series.daily]: row.daily,
    [TEXT.series.weekly]: row.weekly,
    [TEXT.series.monthly]: row.monthly,
  }));
}

/** The three lines, and the key under the chart that names them. */
const SERIES: { name: string; color: string; strokeDasharray?: string }[] = [
  { name: TEXT.series.daily, color: 'leaf.7' },
  { name: TEXT.series.weekly, color: 'sky.6' },
  { name: TEXT.series.monthly, color: 'sun.7', strokeDasharray: '6 4' },
];

const cell = (value: number | null) =>
  value === null ? <Missing label={COMING_BACK.notCounted} /> : formatCount(value);

/**
 * Daily, weekly and monthly active players of the last 30 finished days: three lines, a
 * sentence with the newest day counted and today so far, and the numbers in a table that
 * opens by keyboard or tap.
 */
export function ActivePlayersChart({ data }: { data: Dashboard }) {
  useMeasurementSpanCleanup();
  const days = data.activePlayers;
  const counted = days.filter((row) => row.daily !== null);
  const newest = counted.at(-1);
  return (
    <ChartCard title={TEXT.title} lead={TEXT.lead}>
      <p className={classes.summary}>
        {newest
          ? latestDayText(
              formatDay(newest.day),
              newest.daily ?? 0,
              newest.weekly ?? 0,
              newest.monthly ?? 0,
            )
          : TEXT.none}{' '}
        {todaySoFarText(data.activeToday)}
      </p>
      {counted.length > 0 && (
        <LineChart
          h={240}
          data={activeRows(days)}
          dataKey="day"
          series={SERIES}
          curveType="linear"
          connectNulls={false}
          tickLine="none"
          gridAxis="y"
          withDots={false}
          valueFormatter={formatCount}
          xAxisProps={{ minTickGap: 24 }}
          yAxisProps={{ allowDecimals: false, width: 44 }}
        />
      )}
      {counted.length > 0 && (
        <ul className={classes.legend}>
          {SERIES.map((series) => (
            <li key={series.name}>
              <svg width="26" height="10" aria-hidden="true">
                <line
                  x1="1"
                  y1="5"
                  x2="25"
                  y2="5"
                  stroke={`var(--mantine-color-${series.color.replace('.', '-')})`}
                  strokeWidth="3"
                  strokeDasharray={series.strokeDasharray}
                />
              </svg>
              {series.name}
            </li>
          ))}
        </ul>
      )}
      <details className={classes.numbers}>
        <summary className={classes.numbersToggle}>
          <IconChevronRight className={classes.chevron} size={18} stroke={2.6} aria-hidden="true" />
          {TEXT.showNumbers}
        </summary>
        <table className={classes.table}>
          <caption className={classes.srOnly}>{TEXT.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{TEXT.day}</th>
              <th scope="col">{TEXT.series.daily}</th>
              <th scope="col">{TEXT.series.weekly}</th>
              <th scope="col">{TEXT.series.monthly}</th>
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((row) => (
              <tr key={row.day}>
                <th scope="row">{formatDay(row.day)}</th>
                <td>{cell(row.daily)}</td>
                <td>{cell(row.weekly)}</td>
                <td>{cell(row.monthly)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </ChartCard>
  );
}
