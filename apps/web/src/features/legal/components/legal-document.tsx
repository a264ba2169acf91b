import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowUp, IconChevronDown, IconFileText, IconListDetails } from '@tabler/icons-react';
import { JumpLink } from '#shared/ui/jump-link.tsx';
import classes from './legal.module.css';

/** The date both documents were last changed. */
export const LEGAL_LAST_UPDATED = '27 November 2026';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** The other document, linked at the end. */
  related: { to: string; label: string };
}

/** A link to a section of the same document. */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return <JumpLink to={id}>{children}</JumpLink>;
}

function Contents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className={classes.tocList}>
      {sections.map((section, index) => (
        <li key={section.id}>
          <JumpLink to={section.id}>
            <span className={classes.tocNumber}>{index + 1}</span>
            {section.title}
          </JumpLink>
        </li>
      ))}
    </ol>
  );
}

/** A legal text: title and date, a table of contents (beside it on desktop), numbered sections. */
export function LegalDocument({ title, intro, sections, related }: LegalDocumentProps) {
  return (
    <div className={classes.page} id="legal-top" tabIndex={-1}>
      <header className={classes.header}>
        <span className={classes.badge} aria-hidden="true">
          <IconFileText size={28} stroke={2.2} />
        </span>
        <div>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.updated}>Last updated: {LEGAL_LAST_UPDATED}</p>
        </div>
      </header>

      <div className={classes.layout}>
        <nav className={classes.toc} aria-label="Contents">
          <p className={classes.tocTitle}>
            <IconListDetails size={18} stroke={2.4} aria-hidden="true" /> Contents
          </p>
          <Contents sections={sections} />
        </nav>

        <article className={classes.article}>
          <div className={classes.intro}>{intro}</div>
          <details className={classes.tocMobile}>
            <summary>
              <IconListDetails size={18} stroke={2.4} aria-hidden="true" /> Contents
              <IconChevronDown
                size={18}
                stroke={2.6}
                aria-hidden="true"
                className={classes.chevron}
              />
            </summary>
            <Contents sections={sections} />
          </details>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              className={classes.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`} className={classes.sectionTitle}>
                <span className={classes.sectionNumber}>{index + 1}.</span> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <footer className={classes.footer}>
            <Link to={related.to}>{related.label}</Link>
            <JumpLink to="legal-top">
              <IconArrowUp size={16} stroke={2.4} aria-hidden="true" /> Back to top
            </JumpLink>
          </footer>
        </article>
      </div>
    </div>
  );
}
