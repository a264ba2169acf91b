import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import type { IconProps } from '@tabler/icons-react';
import classes from './tab-bar.module.css';

export interface Tab {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
}

interface TabBarProps {
  /** The name of the navigation, for screen readers ("Inventory"). */
  label: string;
  tabs: readonly Tab[];
  /** Each tab is current only at its own address, not below it. */
  end?: boolean;
}

/**
 * Tabs that are addresses of their own, kept in view at the top while the page scrolls. A tab
 * replaces the history entry, so the back arrow still leaves the page.
 */
export function TabBar({ label, tabs, end = false }: TabBarProps) {
  return (
    <div className={classes.sticky}>
      <nav
        className={classes.tabs}
        aria-label={label}
        data-crowded={tabs.length > 2 || undefined}
        style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
      >
        {tabs.map(({ to, label: tabLabel, icon: Icon }) => (
          <NavLink key={to} to={to} className={classes.tab} end={end} replace>
            <Icon size={20} stroke={2.4} aria-hidden="true" />
            <span>{tabLabel}</span>
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
