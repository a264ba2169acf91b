import { NavLink, Outlet } from 'react-router';
import { IconDroplet, IconSeeding, IconTrees } from '@tabler/icons-react';
import { paths } from '../../../shared/paths.ts';
import classes from '../components/inventory.module.css';

const tabs = [
  { to: paths.app.inventorySeedlings, label: 'Seedlings', icon: IconSeeding },
  { to: paths.app.inventoryPlantedTrees, label: 'Planted trees', icon: IconTrees },
  { to: paths.app.inventoryResources, label: 'Resources', icon: IconDroplet },
] as const;

/** The inventory: tabs that are addresses of their own (seedlings, planted trees, resources). */
export function InventoryPage() {
  return (
    <div className={classes.page}>
      <nav className={classes.tabs} aria-label="Inventory">
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

export default InventoryPage;
