import type { Dashboard } from '@punla/contract';
import {
  COMING_BACK,
  countedOnText,
  FUNNEL_LABEL,
  formatCount,
  percentOf,
} from './coming-back-text.ts';
import { ChartCard, formatDay } from './dashboard-charts.tsx';
import classes from './coming-back.module.css';

const TEXT = COMING_BACK.funnel;

/**
 * The funnel from sign-up to a real tree alive: a bar a step, as long as its share of the
 * sign-ups, with its count and the share of the step before it.
 */
export function FunnelBars({ funnel }: { funnel: Dashboard['funnel'] }) {
  const steps = funnel?.steps ?? [];
  const first = steps[0]?.count ?? 0;
  return (
    <ChartCard
      title={TEXT.title}
      lead={funnel ? countedOnText(formatDay(funnel.countedOn)) : TEXT.lead}
    >
      {steps.length === 0 ? (
        <p className={classes.empty}>{TEXT.none}</p>
      ) : (
        <>
          <ol className={classes.funnel}>
            {steps.map((row, index) => {
              const before = steps[index - 1];
              const width = first === 0 ? 0 : (row.count / first) * 100;
              return (
                <li key={row.step} className={classes.step}>
                  <span className={classes.stepLabel}>{FUNNEL_LABEL[row.step]}</span>
                  <span className={classes.stepCount}>{formatCount(row.count)}</span>
                  <span className={classes.bar} aria-hidden="true">
                    <span className={classes.barFill} style={{ width: `${width}%` }} />
                  </span>
                  {before && (
                    <span className={classes.stepShare}>
                      {percentOf(row.count, before.count)} {TEXT.ofStepBefore}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <p className={classes.note}>{TEXT.note}</p>
        </>
      )}
    </ChartCard>
  );
}
