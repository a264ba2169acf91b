import { NavLink, Outlet } from 'react-router';
import { IconBuildingStore, IconTargetArrow } from '@tabler/icons-react';
import { paths } from '../../../shared/paths.ts';
import classes from './resource-hub.module.css';

const tabs = [
  { to: paths.app.marketplace, label: 'Marketplace', icon: IconBuildingStore },
  { to: paths.app.quest, label: 'Quests', icon: IconTargetArrow },
] as const;

/** The Resource Hub: tabs that are addresses of their own (marketplace, quest). */
export function ResourceHubPage() {
  return (
    <div className={classes.page}>
      <nav className={classes.tabs} aria-label="Resource Hub">
        {tabs.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} className={classes.tab} replace>
            <Icon size={20} stroke={2.4} aria-hidden="true" />
            <span>{label}</span>
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}

export default ResourceHubPage;
