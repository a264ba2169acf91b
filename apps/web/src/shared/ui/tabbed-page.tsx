import { Outlet } from 'react-router';
import { TabBar, type Tab } from '../tab-bar.tsx';
import classes from './tabbed-page.module.css';

/** A screen of tabs that are addresses of their own; the open tab's page shows below them. */
export function TabbedPage({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <div className={classes.page}>
      <TabBar label={label} tabs={tabs} />
      <Outlet />
    </div>
  );
}
