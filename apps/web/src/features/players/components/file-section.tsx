import type { ReactNode } from 'react';
import classes from './players.module.css';

/** A part of the player's file: a card with its title, reachable from the file's contents. */
export function FileSection({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  /** A line under the title (how many are shown). */
  note?: string | null;
  children: ReactNode;
}) {
  return (
    <section id={id} className={classes.section} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <div className={classes.sectionHead}>
        <h2 id={`${id}-title`} className={classes.sectionTitle}>
          {title}
        </h2>
        {note && <p className={classes.sectionNote}>{note}</p>}
      </div>
      {children}
    </section>
  );
}
