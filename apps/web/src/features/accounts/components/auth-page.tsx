import type { ReactNode } from 'react';
import { Panel } from '#shared/ui/panel.tsx';
import classes from './accounts.module.css';

interface AuthPageProps {
  icon: ReactNode;
  iconColor?: 'green' | 'yellow' | 'blue';
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Inside the player and admin areas the header already holds the page's h1. */
  headingLevel?: 1 | 2;
}

/** The frame of the account screens: a round badge over a raised card. */
export function AuthPage({
  icon,
  iconColor = 'green',
  title,
  lead,
  children,
  footer,
  headingLevel = 1,
}: AuthPageProps) {
  return (
    <div className={classes.authPage}>
      <div className={classes.badge} data-color={iconColor} aria-hidden="true">
        {icon}
      </div>
      <Panel className={classes.panelTop} title={title} lead={lead} headingLevel={headingLevel}>
        {children}
        {footer && <p className={classes.footer}>{footer}</p>}
      </Panel>
    </div>
  );
}
