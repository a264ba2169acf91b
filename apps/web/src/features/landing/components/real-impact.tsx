import { useEffect, useState } from 'react';
import { IconShovel } from '@tabler/icons-react';
import { countOf, type PublicImpact } from '@punla/contract';
import { getRealImpact } from '../api/get-real-impact.ts';
import classes from './live-totals.module.css';

const numberFormat = new Intl.NumberFormat('en-PH');

/** How many of the checked trees live, said plainly, or that none has been checked yet. */
export function survivalLine(impact: PublicImpact): string {
  if (impact.realTreesChecked === 0) {
    return 'No survival check yet: we count the living trees only once they have been checked.';
  }
  return `${numberFormat.format(impact.realTreesSurviving)} of ${numberFormat.format(impact.realTreesChecked)} checked trees alive at their last check.`;
}

/**
 * Real trees planted at Punla's events and alive at the last checks: never the game's virtual
 * trees. Hidden until the first event has been closed, and when it cannot be read.
 */
export function RealImpact() {
  const [impact, setImpact] = useState<PublicImpact | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getRealImpact(controller.signal).then(
      (figures) => !controller.signal.aborted && setImpact(figures),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (!impact || impact.events === 0) return null;
  return (
    <section className={classes.real} aria-labelledby="real-impact-title">
      <span className={classes.realIcon} aria-hidden="true">
        <IconShovel size={28} stroke={2.2} />
      </span>
      <div>
        <h2 id="real-impact-title" className={classes.realTitle}>
          {numberFormat.format(impact.realTreesPlanted)} real{' '}
          {impact.realTreesPlanted === 1 ? 'tree' : 'trees'} planted
        </h2>
        <p className={classes.realText}>
          by {countOf(impact.volunteers, 'player')} at {countOf(impact.events, 'planting event')}.{' '}
          {survivalLine(impact)}
        </p>
      </div>
    </section>
  );
}
