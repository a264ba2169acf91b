import type { ReactNode } from 'react';
import classes from './how-to-play.module.css';

export const ICON = { size: 26, stroke: 2.2 } as const;
export const SMALL = { size: 18, stroke: 2.4 } as const;
/** The guide's pictures show a Narra, the starter tree. */
export const NARRA = 'Pterocarpus indicus';

export type Tone = 'green' | 'blue' | 'yellow' | 'red' | 'brown';

interface GuideSectionProps {
  id: string;
  icon: ReactNode;
  tone: Tone;
  title: string;
  children: ReactNode;
}

/** One topic of the guide: a round icon and a title over its text; the jump links aim at it. */
export function GuideSection({ id, icon, tone, title, children }: GuideSectionProps) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <div className={classes.sectionHead}>
        <span className={classes.sectionIcon} data-tone={tone} aria-hidden="true">
          {icon}
        </span>
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {title}
        </h2>
      </div>
      <div className={classes.sectionBody}>{children}</div>
    </section>
  );
}

/** A number with what it is: "+10 GP", "+5 XP". */
export function Pill({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      {children}
    </span>
  );
}
