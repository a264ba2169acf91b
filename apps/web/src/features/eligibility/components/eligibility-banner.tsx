import { IconConfetti, IconHourglass } from '@tabler/icons-react';
import type { EligibilityCheck } from '../api/get-eligibility.ts';
import { bannerText } from './eligibility-text.ts';
import classes from './eligibility.module.css';

/** The overall answer: eligible, or what is still missing. */
export function EligibilityBanner({ check }: { check: EligibilityCheck }) {
  const { title, detail } = bannerText(check);
  const Icon = check.eligible ? IconConfetti : IconHourglass;
  return (
    <section
      className={classes.banner}
      data-eligible={check.eligible || undefined}
      role="status"
      aria-label="Your eligibility"
    >
      <span className={classes.bannerIcon} aria-hidden="true">
        <Icon size={34} stroke={2} />
      </span>
      <div>
        <span className={classes.bannerSeason}>{check.season ?? 'No season is running now'}</span>
        <h2 className={classes.bannerTitle}>{title}</h2>
        <p className={classes.bannerDetail}>{detail}</p>
      </div>
    </section>
  );
}
