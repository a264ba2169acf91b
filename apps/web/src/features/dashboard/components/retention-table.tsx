import type { CSSProperties } from 'react';
import { RETENTION_DAYS, type Dashboard } from '@punla/contract';
import { COMING_BACK, formatCount, ofPlayers, percentOf } from './coming-back-text.ts';
import { ChartCard, formatDay } from './dashboard-charts.tsx';
import { Missing } from './missing.tsx';
import classes from './coming-back.module.css';

const TEXT = COMING_BACK.retention;
type Cohort = Dashboard['retention'][number];
type Returned = Cohort['d1'];

/** A week's first and last day as written: ["Jun 1–7"], or ["Jun 29–", "Jul 5"] across a month. */
export function weekLabel(start: string, end: string): string[] {
  const [firstMonth, firstDay] = formatDay(start).split(' ');
  const [lastMonth, lastDay] = formatDay(end).split(' ');
  return firstMonth === lastMonth
    ? [`${firstMonth} ${firstDay}–${lastDay}`]
    : [`${firstMonth} ${firstDay}–`, `${lastMonth} ${lastDay}`];
}

/** The week's dates, broken (on a phone) only between two months. */
function WeekLabel({ start, end }: { start: string; end: string }) {
  const [first, last] = weekLabel(start, end);
  return (
    <>
      <span className={classes.nowrap}>{first}</span>
      {last && (
        <>
          <wbr />
          <span className={classes.nowrap}>{last}</span>
        </>
      )}
    </>
  );
}

function ReturnCell({ returned }: { returned: Returned }) {
  if (!returned) {
    return (
      <td>
        <Missing label={COMING_BACK.notCounted} />
      </td>
    );
  }
  if (returned.players === 0) {
    return (
      <td>
        <Missing label={TEXT.noSignUps} />
      </td>
    );
  }
  const share = returned.returned / returned.players;
  return (
    <td className={classes.shareCell} style={{ '--share': share.toFixed(3) } as CSSProperties}>
      <span className={classes.share}>{percentOf(returned.returned, returned.players)}</span>
      <span className={classes.shareOf}>{ofPlayers(returned.returned, returned.players)}</span>
    </td>
  );
}

/** Each finished week's sign-ups, newest first, and the share who played on day 1, 7 and 30. */
export function RetentionTable({ cohorts }: { cohorts: Dashboard['retention'] }) {
  return (
    <ChartCard title={TEXT.title} lead={TEXT.lead}>
      {cohorts.length === 0 ? (
        <p className={classes.empty}>{TEXT.none}</p>
      ) : (
        <>
          <table className={`${classes.table} ${classes.retention}`}>
            <caption className={classes.srOnly}>{TEXT.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{TEXT.week}</th>
                <th scope="col">{TEXT.signUps}</th>
                {RETENTION_DAYS.map((after) => (
                  <th scope="col" key={after}>
                    {TEXT.day(after)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...cohorts].reverse().map((cohort) => (
                <tr key={cohort.weekStart}>
                  <th scope="row">
                    <WeekLabel start={cohort.weekStart} end={cohort.weekEnd} />
                  </th>
                  <td>
                    {cohort.players === null ? (
                      <Missing label={COMING_BACK.notCounted} />
                    ) : (
                      formatCount(cohort.players)
                    )}
                  </td>
                  <ReturnCell returned={cohort.d1} />
                  <ReturnCell returned={cohort.d7} />
                  <ReturnCell returned={cohort.d30} />
                </tr>
              ))}
            </tbody>
          </table>
          <p className={classes.note}>{TEXT.footnote}</p>
        </>
      )}
    </ChartCard>
  );
}
