import type { ReactNode } from 'react';
import classes from './panel.module.css';

interface PanelProps {
  title?: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Heading level of the title; pages under a header titled the same use h2. */
  headingLevel?: 1 | 2;
}

/** A rounded, raised card: the wooden-sign look of the game's panels. */
export function Panel({ title, lead, children, className, headingLevel = 2 }: PanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={[classes.panel, className ?? ''].join(' ')}>
      {title && <Heading className={classes.heading}>{title}</Heading>}
      {lead && <p className={classes.lead}>{lead}</p>}
      {children}
    </section>
  );
}
