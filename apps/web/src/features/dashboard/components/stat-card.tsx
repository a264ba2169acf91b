import type { ReactNode } from 'react';
import classes from './dashboard.module.css';

export type StatTone = 'leaf' | 'sun' | 'sky' | 'bark' | 'berry';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  icon: ReactNode;
  tone?: StatTone;
}

/** One figure of the dashboard, big and easy to read. */
export function StatCard({ label, value, detail, icon, tone = 'leaf' }: StatCardProps) {
  return (
    <div className={classes.stat} data-tone={tone} role="group" aria-label={label}>
      <span className={classes.statIcon} aria-hidden="true">
        {icon}
      </span>
      <div className={classes.statText}>
        <span className={classes.statLabel}>{label}</span>
        <span className={classes.statValue}>{value}</span>
        {detail && <span className={classes.statDetail}>{detail}</span>}
      </div>
    </div>
  );
}
